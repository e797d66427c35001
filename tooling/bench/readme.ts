import { asResults, type BenchResults } from './results';
import { VIEW_NAMES } from './views';

/** bench/README.md's generated tables lie between these two lines. */
export const README_START = '<!-- bench:start (written by `npm run bench` from bench/results.json; do not edit) -->';
export const README_END = '<!-- bench:end -->';

/** The latest run of every view: a line saying when, where and how, then its table. */
export function renderBenchSection(results: BenchResults): string {
  return VIEW_NAMES.map((name) => {
    const view = results.views[name];
    if (!view) return `### View \`${name}\`\n\nNot run yet: \`npm run bench -- --views ${name}\`.`;
    const load = view.machine.loadAverage.join(', ');
    return [
      `### View \`${name}\``,
      '',
      `${view.settings}. Commit \`${view.commit}\`, ${view.date.slice(0, 10)}, ${view.runsPerPage} run(s) per page ` +
        `in ${view.minutes} minutes, Lighthouse ${view.lighthouse}, ${view.chromium}, ${view.machine.cpus} CPUs ` +
        `(load average ${load} at the end).`,
      '',
      view.table,
    ].join('\n');
  }).join('\n\n');
}

/** The file's text with what lies between the markers replaced by `section`. */
export function replaceBenchSection(readme: string, section: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start)
    throw new Error(`bench/README.md has no "${README_START}" … "${README_END}" markers`);
  return `${readme.slice(0, start + README_START.length)}\n\n${section}\n\n${readme.slice(end)}`;
}

/** bench/README.md's text with its tables rewritten from the contents of bench/results.json. */
export const benchReadme = (readme: string, results: unknown) =>
  replaceBenchSection(readme, renderBenchSection(asResults(results)));
