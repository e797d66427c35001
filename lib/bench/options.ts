/** Command-line options of `npm run bench`. */
export type BenchOptions = { runs: number; pages: string[]; build: boolean };

export const BENCH_USAGE = `Usage: npm run bench -- [--runs N] [--pages home,post,next-floor,reference] [--no-build]
  --runs N      Lighthouse runs per page (default 5)
  --pages LIST  only these pages, by name (default: every template, the floor and the reference)
  --no-build    measure the existing .next build instead of building first`;

/** Reads the options; `known` are the page names there are. Throws with the usage on a bad option. */
export function parseBenchOptions(args: string[], known: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 5, pages: [...known], build: true };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? args[++index] ?? '';
    if (flag === '--no-build') options.build = false;
    else if (flag === '--runs') {
      const text = value();
      options.runs = Number(text);
      if (!/^[1-9]\d*$/.test(text))
        throw new Error(`--runs needs a whole number of at least 1, not "${text}"\n${BENCH_USAGE}`);
    } else if (flag === '--pages') {
      options.pages = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = options.pages.filter((name) => !known.includes(name));
      if (unknown.length > 0 || options.pages.length === 0) {
        throw new Error(`Unknown page "${unknown.join(', ')}": choose from ${known.join(', ')}\n${BENCH_USAGE}`);
      }
    } else throw new Error(`Unknown option "${arg}"\n${BENCH_USAGE}`);
  }
  return options;
}
