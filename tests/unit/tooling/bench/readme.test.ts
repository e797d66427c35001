import { describe, expect, it } from 'vitest';
import { README_END, README_START, benchReadme, renderBenchSection } from '@/tooling/bench/readme';
import { viewResult } from './fixtures';

const readme = [
  '# Site',
  '',
  '## Benchmark',
  '',
  'How to read it.',
  '',
  README_START,
  'old table',
  README_END,
  '',
  '## Code layout',
  '',
].join('\n');

describe('renderBenchSection', () => {
  it('gives every view its latest run, how it was measured and its table, and says which views have not run', () => {
    const section = renderBenchSection({
      views: {
        devtools: viewResult({ settings: 'Lighthouse mobile with DevTools throttling', table: '| devtools table |' }),
      },
    });
    expect(section.split('\n')).toEqual([
      '### View `default`',
      '',
      'Not run yet: `npm run bench -- --views default`.',
      '',
      '### View `no-paint-holding`',
      '',
      'Not run yet: `npm run bench -- --views no-paint-holding`.',
      '',
      '### View `devtools`',
      '',
      'Lighthouse mobile with DevTools throttling. Commit `abc1234`, 2026-11-26, 5 run(s) per page in 11.5 minutes, ' +
        'Lighthouse 12.8.2, Chromium 156.0.8078.79, 2 CPUs (load average 1.5, 1.2, 1 at the end).',
      '',
      '| devtools table |',
    ]);
  });
});

describe('benchReadme', () => {
  it('replaces the text between the markers and nothing else, so that running it twice changes nothing', () => {
    const results = { views: { default: viewResult({ table: '| new table |' }) } };
    const once = benchReadme(readme, results);
    expect(once).toContain('| new table |');
    expect(once).not.toContain('old table');
    expect(once.startsWith('# Site\n\n## Benchmark\n\nHow to read it.\n\n')).toBe(true);
    expect(once.endsWith(`${README_END}\n\n## Code layout\n`)).toBe(true);
    expect(benchReadme(once, results)).toBe(once);
  });

  it('refuses a README without the markers', () => {
    expect(() => benchReadme('# Site\n', { views: {} })).toThrow('bench/README.md has no');
  });
});
