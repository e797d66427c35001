type Salary = { currency: string; min: number; max: number; unit: 'MONTH' | 'YEAR' };

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** `€2,800–€4,200 gross / month`; a range whose ends are equal is one figure: `RON 3,500 gross / month`. */
export function formatSalary({ currency, min, max, unit }: Salary): string {
  const amount = min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`;
  return `${amount} gross / ${unit === 'MONTH' ? 'month' : 'year'}`;
}
