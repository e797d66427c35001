import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, moduleImports } from '@/tooling/imports';

describe('moduleImports', () => {
  it('reads static imports, re-exports and import(), type-only ones included', () =>
    expect(
      moduleImports(
        'a.ts',
        [
          "import { b } from './b';",
          "import type { C } from './c';",
          "import { type D } from './d';",
          "import { type E, e } from './e';",
          "export { f } from './f';",
          "export type { G } from './g';",
          "const h = await import('@/h');",
          "let i: import('./i').I;",
          "import 'node:fs';",
        ].join('\n'),
      ),
    ).toEqual(['./b', './c', './d', './e', './f', './g', '@/h', './i', 'node:fs']));
});

describe('importCycles', () => {
  it('finds each circle, however long, and nothing else', () =>
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', ['a.ts', 'd.ts']],
          ['d.ts', []],
          ['e.ts', ['e.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]));

  it('finds no circle in the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const graph = importGraph(process.cwd(), files);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });
});
