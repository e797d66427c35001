import type { RunFigures } from './lighthouse';

export type Spread = { median: number; min: number; max: number };
export type PageSummary = Record<keyof RunFigures, Spread>;

export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('No values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** Median and range of every figure over a page's runs. */
export function summarise(runs: RunFigures[]): PageSummary {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  if (keys.length === 0) throw new Error('No runs to summarise');
  return Object.fromEntries(keys.map((key) => [key, spread(runs.map((run) => run[key]))])) as PageSummary;
}

type Column = { title: string; key: keyof RunFigures; format: (value: number) => string };

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const whole = (value: number) => String(Math.round(value));

export const columns: Column[] = [
  { title: 'Perf', key: 'performance', format: whole },
  { title: 'LCP s', key: 'lcp', format: seconds },
  { title: 'TBT ms', key: 'tbt', format: whole },
  { title: 'CLS', key: 'cls', format: (value) => value.toFixed(3) },
  { title: 'FCP s', key: 'fcp', format: seconds },
  { title: '1st paint s', key: 'firstPaint', format: seconds },
  { title: 'JS KB', key: 'jsBytes', format: kilobytes },
  { title: 'HTML KB', key: 'htmlBytes', format: kilobytes },
  { title: 'Fonts KB', key: 'fontBytes', format: kilobytes },
  { title: 'Requests', key: 'requests', format: whole },
];

/** "median (min–max)", or the median alone when every run gave the same figure. */
function cell(value: Spread, format: Column['format']) {
  const [median, min, max] = [value.median, value.min, value.max].map(format);
  return min === max ? median! : `${median} (${min}–${max})`;
}

/** One plain table (Markdown pipes, padded to line up in a terminal): a row per page, medians and ranges. */
export function formatTable(rows: { name: string; path: string; summary: PageSummary }[]): string {
  const header = ['Page', 'Path', ...columns.map((column) => column.title)];
  const body = rows.map((row) => [
    row.name,
    row.path,
    ...columns.map((column) => cell(row.summary[column.key], column.format)),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((line) => line[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((text, index) => text.padEnd(widths[index]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
