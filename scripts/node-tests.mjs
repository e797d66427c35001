// The server tests under node's own test runner (node:test): the intake against `next start` (tests/intake) and the
// release and preview on loopback with the real Caddy and supervisor (tests/deploy). They need a production build
// (`node scripts/build.mjs --test-ids`). One file is one process; its `describe` starts its servers in `before` and
// stops them in `after`, and each of its `test`s is counted. PostgreSQL tests are counted as skipped without
// TEST_DATABASE_URL, the deploy tests without Caddy or supervisor.
//
// `node scripts/node-tests.mjs GROUP` runs one group below, as many files at once as its concurrency says, prints
// node's spec report and writes the runner's totals to test-results/node-tests-GROUP.json. One file alone:
// `node --test tests/intake/crash.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const intake = (...names) => names.map((name) => `tests/intake/${name}.mjs`);

/** Which files may run beside which: each group's files, and how many of them run at once. */
export const groups = {
  // A visitor's wait is their limit (pages while 30 uploads of 9 MiB arrive; an answer within 1.5 s while the CRM
  // fails: 1457 ms once in CI beside others). One at a time, with nothing else running (scripts/test.mjs).
  timed: { concurrency: 1, files: intake('uploadLoad', 'forward') },
  // Restarts the PostgreSQL server the other PostgreSQL tests use: alone among them.
  'postgres restart': { concurrency: 1, files: intake('cluster') },
  // The rest assert that nothing is lost; their deadlines have room beside others (a CRM delivery within 10 s while
  // the mail server stalls took under 1.5 s, a 413 within 2 s under 0.2 s). The longest first.
  others: {
    concurrency: 2,
    files: [
      'tests/deploy/release.mjs',
      ...intake('productionCli', 'slowCrm', 'leftovers', 'quota', 'stall', 'load', 'crash', 'greylist', 'retarget'),
      'tests/deploy/preview.mjs',
      ...intake('mail', 'hostile', 'startup', 'uploads', 'addresses', 'answers'),
    ],
  },
};

/** Runs `group`; resolves with the runner's totals once its report is written. */
async function runGroup(name) {
  const group = groups[name];
  if (!group) throw new Error(`No group "${name}": ${Object.keys(groups).join(', ')}`);
  const totals = {};
  // A file that hangs fails here instead of holding `npm test` for ever.
  const stream = run({ files: group.files, concurrency: group.concurrency, timeout: 15 * 60_000 });
  // The run's closing summary ("tests 12", "pass 11", ...), which counts a file that could not load as a failed test.
  stream.on('test:diagnostic', ({ nesting, message }) => {
    const figure = /^(\w+) ([\d.]+)$/.exec(message);
    if (nesting === 0 && figure) totals[figure[1]] = Number(figure[2]);
  });
  await new Promise((resolve, reject) => {
    stream.compose(new spec()).on('end', resolve).on('error', reject).pipe(process.stdout, { end: false });
  });
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/node-tests-${name.replaceAll(' ', '-')}.json`, JSON.stringify(totals, null, 2));
  return totals;
}

if (process.argv[1] === import.meta.filename) {
  const totals = await runGroup(process.argv[2]);
  process.exitCode = totals.fail === 0 && totals.cancelled === 0 && totals.tests > 0 ? 0 : 1;
}
