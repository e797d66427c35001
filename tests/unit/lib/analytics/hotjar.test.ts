import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hotjar = vi.hoisted(() => ({ init: vi.fn(() => true), identify: vi.fn(() => true) }));
vi.mock('@hotjar/browser', () => ({ default: hotjar }));

const accept = () => (document.cookie = 'consent-status=true; path=/');

beforeEach(() => {
  vi.resetModules();
  hotjar.init.mockClear();
  hotjar.identify.mockClear();
});
afterEach(() => {
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('Hotjar', () => {
  it('starts only with consent and a site id, once', async () => {
    const { startHotjar } = await import('@/lib/analytics/hotjar');
    expect(startHotjar('1234567')).toBe(false);
    accept();
    expect(startHotjar('')).toBe(false);
    expect(startHotjar('1234567')).toBe(true);
    expect(startHotjar('1234567')).toBe(false);
    expect(hotjar.init).toHaveBeenCalledTimes(1);
    expect(hotjar.init).toHaveBeenCalledWith(1234567, 6);
  });

  it('identifies by email with email, name and source after consent', async () => {
    const { identify, startHotjar } = await import('@/lib/analytics/hotjar');
    accept();
    startHotjar('1234567');
    expect(identify('contact_form', { email: 'ana@example.com', name: 'Ana Pop' })).toBe(true);
    expect(hotjar.identify).toHaveBeenCalledWith('ana@example.com', {
      email: 'ana@example.com',
      name: 'Ana Pop',
      source: 'contact_form',
    });
  });

  it('sends nothing without consent, even after a form was sent', async () => {
    const { identify, startHotjar } = await import('@/lib/analytics/hotjar');
    accept();
    startHotjar('1234567');
    document.cookie = 'consent-status=false; path=/';
    expect(identify('job_form', { email: 'ana@example.com', name: 'Ana Pop' })).toBe(false);
    expect(hotjar.identify).not.toHaveBeenCalled();
  });

  it('sends nothing when Hotjar was never started', async () => {
    const { identify } = await import('@/lib/analytics/hotjar');
    accept();
    expect(identify('job_form', { email: 'ana@example.com', name: 'Ana Pop' })).toBe(false);
    expect(hotjar.identify).not.toHaveBeenCalled();
  });
});
