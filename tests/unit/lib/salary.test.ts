import { describe, expect, it } from 'vitest';
import { formatSalary } from '@/lib/salary';

describe('formatSalary', () => {
  it('shows a range with both ends', () => {
    expect(formatSalary({ currency: 'EUR', min: 2800, max: 4200, unit: 'MONTH' })).toBe('€2,800–€4,200 gross / month');
  });

  // Intl keeps the currency code and the figure together with a no-break space.
  it('shows one figure when both ends are equal', () => {
    expect(formatSalary({ currency: 'RON', min: 3500, max: 3500, unit: 'MONTH' })).toBe('RON\u00a03,500 gross / month');
  });

  it('names a yearly salary', () => {
    expect(formatSalary({ currency: 'EUR', min: 40000, max: 52000, unit: 'YEAR' })).toBe(
      '€40,000–€52,000 gross / year',
    );
  });
});
