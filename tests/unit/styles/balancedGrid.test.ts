import { fileURLToPath } from 'node:url';
import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';
import { balancedLayout } from '@/lib/balancedLayout';

/**
 * The balanced-grid mixin (styles/_mixins.scss) compiled, and its rules applied to lists of 1 to 40 items as a
 * browser would (the count found by `:has(> :nth-child(An + B):last-child)`, the later of two equal selectors
 * winning, grid auto-placement on its 24 tracks), so the rows it draws are checked, not its source.
 */

const STYLES = fileURLToPath(new URL('../../../styles', import.meta.url));
const TRACKS = 24;

type Rule = { count?: { a: number; b: number }; target: '*' | 'first' | { last: number }; value: string };

function compile(calls: string): Rule[] {
  const { css } = compileString(`@use 'mixins' as *;\n.g { ${calls} }`, { loadPaths: [STYLES] });
  const rules: Rule[] = [];
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const value = body!.match(/grid-column:\s*([^;]+);/)?.[1]?.trim();
    if (!value) continue;
    const has = selector!.match(/:nth-child\((\d+)n(?:\s*\+\s*(\d+))?\):last-child/);
    const target = selector!.trim().match(/> (\*|:first-child|:nth-last-child\((\d+)\))$/)!;
    rules.push({
      count: has ? { a: Number(has[1]), b: Number(has[2] ?? 0) } : undefined,
      target: target[1] === '*' ? '*' : target[1] === ':first-child' ? 'first' : { last: Number(target[2]) },
      value,
    });
  }
  return rules;
}

const countMatches = ({ a, b }: { a: number; b: number }, n: number) => n >= b && (n - b) % a === 0 && n > 0;
const specificity = (rule: Rule) => (rule.count ? 2 : 0) + (rule.target === '*' ? 0 : 1);

/** The grid-column of each of n items, as the cascade settles it. */
function columnsOf(rules: Rule[], n: number): string[] {
  return Array.from({ length: n }, (_, index) => {
    let best: { value: string; specificity: number } | undefined;
    for (const rule of rules) {
      if (rule.count && !countMatches(rule.count, n)) continue;
      const { target } = rule;
      if (target === 'first' && index !== 0) continue;
      if (typeof target === 'object' && index !== n - target.last) continue;
      if (!best || specificity(rule) >= best.specificity) best = { value: rule.value, specificity: specificity(rule) };
    }
    return best!.value;
  });
}

/** Rows of [start, span] after sparse auto-placement. */
function rowsOf(columns: string[]): [number, number][][] {
  const rows: [number, number][][] = [[]];
  let cursor = 1;
  for (const value of columns) {
    const full = value.replace(/\s/g, '') === '1/-1';
    const placed = value.match(/^(\d+)\s*\/\s*span\s+(\d+)$/);
    const start = full ? 1 : placed ? Number(placed[1]) : undefined;
    const span = full ? TRACKS : Number((placed?.[2] ?? value.match(/^span\s+(\d+)$/)![1])!);
    if (start !== undefined ? start < cursor : cursor + span - 1 > TRACKS) {
      rows.push([]);
      cursor = 1;
    }
    const at = start ?? cursor;
    rows.at(-1)!.push([at, span]);
    cursor = at + span;
  }
  return rows.filter((row) => row.length > 0);
}

const spans = (row: [number, number][]) => row.map(([, span]) => span);

describe('balanced-grid', () => {
  for (const columns of [2, 3, 4]) {
    it(`at up to ${columns} a row, leaves no short row for 1 to 40 items: full rows of one width, or one lead above them`, () => {
      const rules = compile(`@include balanced-grid(${columns});`);
      for (let n = 1; n <= 40; n += 1) {
        const rows = rowsOf(columnsOf(rules, n));
        const [first, ...rest] = rows;
        const lead = first!.length === 1 && first![0]![1] === TRACKS && (rest[0]?.length ?? 2) > 1;
        const body = lead ? rest : rows;
        for (const row of body) {
          expect(
            spans(row).reduce((sum, span) => sum + span, 0),
            `${n} items: ${JSON.stringify(rows)}`,
          ).toBe(TRACKS);
          expect(spans(row), `${n} items: ${JSON.stringify(rows)}`).toEqual(spans(body[0]!));
        }
        // As many a row as can be: the most columns that divide the count, or the count less the lead.
        const perRow = body[0]?.length ?? 1;
        expect(perRow).toBeLessThanOrEqual(columns);
        for (let more = perRow + 1; n > 1 && more <= columns; more += 1) {
          expect(n % more !== 0 && (n - 1) % more !== 0, `${n} items could take ${more} a row`).toBe(true);
        }
      }
    });
  }

  it('lays seven cards at three a row as one lead above two rows of three, never 3 + 2 + 2', () => {
    expect(rowsOf(columnsOf(compile('@include balanced-grid(3);'), 7)).map(spans)).toEqual([
      [24],
      [8, 8, 8],
      [8, 8, 8],
    ]);
    expect(rowsOf(columnsOf(compile('@include balanced-grid(3);'), 13)).map((row) => row.length)).toEqual([
      1, 3, 3, 3, 3,
    ]);
  });

  it('agrees with its twin in TypeScript, lib/balancedLayout, that tells a card it leads', () => {
    const calls = [2, 3, 4]
      .flatMap((columns) => Array.from({ length: 40 }, (_, index) => [index + 1, columns]))
      .map(([count, columns]) => `.c${count}-${columns} { --layout: #{balanced-layout(${count}, ${columns})}; }`);
    const { css } = compileString(`@use 'mixins' as *;\n${calls.join('\n')}`, { loadPaths: [STYLES] });
    for (const [, count, columns, perRow, lead] of css.matchAll(
      /\.c(\d+)-(\d+) \{\s*--layout: (\d+), (true|false);/g,
    )) {
      expect({ columns: Number(perRow), lead: lead === 'true' }, `${count} at ${columns}`).toEqual(
        balancedLayout(Number(count), Number(columns)),
      );
    }
    expect(css.match(/--layout/g)).toHaveLength(120);
  });

  it("a later breakpoint's call overrides an earlier one's choice for every count", () => {
    const both = compile('@include balanced-grid(2); @include balanced-grid(3);');
    // Three: a lead above two at two a row, one row of three at three a row.
    expect(rowsOf(columnsOf(both, 3)).map(spans)).toEqual([[8, 8, 8]]);
    expect(rowsOf(columnsOf(both, 8)).map(spans)).toEqual([
      [12, 12],
      [12, 12],
      [12, 12],
      [12, 12],
    ]);
  });

  it('with `center`, keeps every item at one width and centres an incomplete last row', () => {
    for (const columns of [2, 3, 4]) {
      const rules = compile(`@include balanced-grid(${columns}, center);`);
      for (let n = 1; n <= 20; n += 1) {
        const rows = rowsOf(columnsOf(rules, n));
        for (const row of rows) for (const span of spans(row)) expect(span).toBe(TRACKS / columns);
        const last = rows.at(-1)!;
        const before = last[0]![0] - 1;
        const after = TRACKS - (last.at(-1)![0] + last.at(-1)![1] - 1);
        expect(before, `${n} items at ${columns}: ${JSON.stringify(rows)}`).toBe(after);
        expect(rows.slice(0, -1).every((row) => row.length === columns)).toBe(true);
      }
    }
  });
});
