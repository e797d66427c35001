import { beforeEach, describe, expect, it, vi } from 'vitest';

const initialize = vi.fn();
vi.mock('react-gtm-module', () => ({ default: { initialize } }));

beforeEach(() => {
  vi.resetModules();
  initialize.mockClear();
});

describe('loadGtm', () => {
  it('loads the container exactly once however often it is called (StrictMode runs effects twice)', async () => {
    const { loadGtm } = await import('@/lib/analytics/gtm');
    expect(loadGtm('GTM-TEST123')).toBe(true);
    expect(loadGtm('GTM-TEST123')).toBe(false);
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize).toHaveBeenCalledWith({ gtmId: 'GTM-TEST123' });
  });

  it('does nothing with an empty id', async () => {
    const { loadGtm } = await import('@/lib/analytics/gtm');
    expect(loadGtm('')).toBe(false);
    expect(initialize).not.toHaveBeenCalled();
  });
});
