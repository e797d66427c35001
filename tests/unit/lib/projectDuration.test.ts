import { describe, expect, it } from 'vitest';
import { formatProjectDuration } from '@/lib/projectDuration';

describe('formatProjectDuration', () => {
  it('names the time to launch and the year support started', () => {
    expect(formatProjectDuration({ monthsToLaunch: 7, supportOngoing: true }, 2024)).toBe(
      '7 months to launch, supported since 2024',
    );
  });

  it('says only the time to launch when support has ended', () => {
    expect(formatProjectDuration({ monthsToLaunch: 9, supportOngoing: false }, 2022)).toBe('9 months to launch');
  });

  it('uses the singular for one month', () => {
    expect(formatProjectDuration({ monthsToLaunch: 1, supportOngoing: false }, 2025)).toBe('1 month to launch');
  });
});
