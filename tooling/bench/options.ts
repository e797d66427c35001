import { VIEW_NAMES, VIEW_SUBSET, type ViewName } from './views';

/** A folder of static files (another site's build) served and measured beside ours. */
export type Peer = { name: string; dir: string; paths: string[] };

/** Command-line options of `npm run bench`. `pages` is unset when every view measures its own default. */
export type BenchOptions = { runs: number; pages?: string[]; build: boolean; views: ViewName[]; peers: Peer[] };

export const BENCH_USAGE = `Usage: npm run bench -- [--runs N] [--views LIST] [--pages LIST] [--peer NAME=DIR[:PATH,PATH]]... [--no-build]
  --runs N       Lighthouse runs per page (default 5)
  --views LIST   which views to run, of ${VIEW_NAMES.join(', ')} (default: all three)
  --pages LIST   only these of our pages, by name, in every view (default: every page in the default view,
                 ${VIEW_SUBSET.join(', ')} in the others)
  --peer NAME=DIR[:PATH,PATH]
                 also serve the static files in DIR and measure its PATHs (default /) in every view;
                 repeatable; its rows are named NAME (--pages NAME measures the peer alone)
  --no-build     measure the existing .next build instead of building first`;

const fail = (message: string): never => {
  throw new Error(`${message}\n${BENCH_USAGE}`);
};

/** A comma-separated list, trimmed, without empty items. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads `NAME=DIR[:PATH,PATH]`; a peer's name may not be one of ours. */
export function parsePeer(text: string, ours: readonly string[]): Peer {
  // The paths start after the last ":" that is followed by "/", so a folder may itself contain ":".
  const match = /^(?<name>[a-z][a-z0-9-]*)=(?<dir>.+?)(?::(?<paths>\/[^:]*))?$/.exec(text);
  if (!match) return fail(`--peer needs NAME=DIR[:PATH,PATH] (NAME in lower case letters, digits, -), not "${text}"`);
  const { name, dir, paths } = match.groups as { name: string; dir: string; paths?: string };
  if (ours.includes(name)) return fail(`--peer name "${name}" is one of our pages: choose another`);
  const pathList = paths === undefined ? ['/'] : list(paths);
  const bad = pathList.find((path) => !path.startsWith('/') || /\s/.test(path));
  if (bad !== undefined || pathList.length === 0) {
    return fail(`--peer ${name}: paths start with "/" and are separated by commas, not "${paths}"`);
  }
  return { name, dir, paths: pathList };
}

/** Reads the options; `known` are our page names (templates, floor, reference). Throws with the usage on a bad option. */
export function parseBenchOptions(args: string[], known: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 5, build: true, views: [...VIEW_NAMES], peers: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const equals = arg.indexOf('=');
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const value = () => (equals === -1 ? (args[++index] ?? '') : arg.slice(equals + 1));
    if (flag === '--no-build') options.build = false;
    else if (flag === '--runs') {
      const text = value();
      if (!/^[1-9]\d*$/.test(text)) fail(`--runs needs a whole number of at least 1, not "${text}"`);
      options.runs = Number(text);
    } else if (flag === '--pages') options.pages = list(value());
    else if (flag === '--views') {
      const text = value();
      options.views = VIEW_NAMES.filter((view) => list(text).includes(view));
      const unknown = list(text).filter((view) => !(VIEW_NAMES as readonly string[]).includes(view));
      if (unknown.length > 0 || options.views.length === 0) {
        fail(`Unknown view "${unknown.join(', ') || text}": choose from ${VIEW_NAMES.join(', ')}`);
      }
    } else if (flag === '--peer') {
      const peer = parsePeer(value(), known);
      if (options.peers.some((other) => other.name === peer.name)) fail(`--peer "${peer.name}" is given twice`);
      options.peers.push(peer);
    } else fail(`Unknown option "${arg}"`);
  }
  // Checked once every peer is known, since --pages may name a peer given after it.
  const names = [...known, ...options.peers.map((peer) => peer.name)];
  const unknown = options.pages?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length > 0 || options.pages?.length === 0) {
    fail(`Unknown page "${unknown.join(', ')}": choose from ${names.join(', ')}`);
  }
  return options;
}
