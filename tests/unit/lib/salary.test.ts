import { describe, expect, it } from 'vitest';
import { formatSalary, salaryRangeProblem } from '@/lib/salary';

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

describe('salaryRangeProblem', () => {
  it('accepts a range from the lower figure to the higher, or one figure', () => {
    expect(salaryRangeProblem(3000, 4500)).toBeUndefined();
    expect(salaryRangeProblem(3500, 3500)).toBeUndefined();
  });

  it('names both figures, in the words of the editor’s fields, when the lower is above the higher', () => {
    expect(salaryRangeProblem(9000, 3000)).toBe(
      'From (9000) is more than To (3000): the range goes from the lower figure to the higher, so swap them',
    );
  });
});
