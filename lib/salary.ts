type Salary = { currency: string; min: number; max: number; unit: 'MONTH' | 'YEAR' };

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** `€2,800–€4,200 gross / month`; a range whose ends are equal is one figure: `RON 3,500 gross / month`. */
export function formatSalary({ currency, min, max, unit }: Salary): string {
  const amount = min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`;
  return `${amount} gross / ${unit === 'MONTH' ? 'month' : 'year'}`;
}

/**
 * What is wrong with a salary range whose lower end is above its higher one, in the words of the editor's fields
 * (From, To): the build (content/schemas.ts) and the editor (lib/editor/fields.tsx) both say it so.
 */
export function salaryRangeProblem(min: number, max: number): string | undefined {
  if (min <= max) return undefined;
  return `From (${min}) is more than To (${max}): the range goes from the lower figure to the higher, so swap them`;
}
