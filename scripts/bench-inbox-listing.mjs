// `node scripts/bench-inbox-listing.mjs [--rows N] [--runs N] [--postgres URL]`: how fast the back office's store answers
// (lib/intake/store/inbox.ts) with a realistic amount of data. Fills a temporary SQLite store, and a PostgreSQL one
// when --postgres or TEST_DATABASE_URL gives a server (in a schema of its own, dropped afterwards), with N
// submissions (100,000: 80% leads, 20% job applications, 3% spam, Romanian names with their diacritics, UTM sources
// and campaigns over two years, a few thousand with a state), written in one transaction with plain SQL and without
// search text, as after the release that added the inbox. Then times the first listing, which fills the search text
// of every row, once (then PostgreSQL is vacuumed, as autovacuum would be after it), and the median of N runs (7,
// after one not counted) of: the first page of the leads, a page deep in the keyset, a search for a name, a search
// with a status filter, the filters' choices and the campaign report for 12 months. Prints a table (milliseconds).
// Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { openSqliteStore } = await tsImport('../lib/intake/store/sqliteStore.ts', import.meta.url);
const { openPostgresStore } = await tsImport('../lib/intake/store/postgresStore.ts', import.meta.url);
const inbox = await tsImport('../lib/intake/store/inbox.ts', import.meta.url);

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
    postgres: { type: 'string', default: process.env.TEST_DATABASE_URL ?? '' },
  },
});
const ROWS = Number(options.rows);
const RUNS = Number(options.runs);
if (!Number.isInteger(ROWS) || ROWS < 1000 || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage: node scripts/bench-inbox-listing.mjs [--rows N (1000 or more)] [--runs N] [--postgres URL]');
  process.exit(2);
}

/* ------------------------------------------------------------------ the data */

/** The same names, times and attribution on every run and engine (mulberry32); ids and hashes are random. */
function generator(seed) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

const FIRST = [
  'Ana',
  'Ioana',
  'Mihai',
  'Ștefan',
  'Andreea',
  'Răzvan',
  'Bogdan',
  'Cătălina',
  'Ionuț',
  'Mădălina',
  'Alexandru',
  'Irina',
  'Tudor',
  'Oana',
  'Dragoș',
  'Elena',
  'Sorin',
  'Ilinca',
  'Radu',
  'Bianca',
  'Șerban',
  'Luminița',
];
const LAST = [
  'Popescu',
  'Ionescu',
  'Ștefănescu',
  'Mureșan',
  'Țăranu',
  'Bălan',
  'Dumitrașcu',
  'Râșnoveanu',
  'Păun',
  'Tănase',
  'Cîrstea',
  'Constantinescu',
  'Iordăchescu',
  'Georgescu',
  'Moldovan',
  'Stoica',
  'Vlădescu',
  'Enache',
  'Munteanu',
  'Nistor',
  'Pârvu',
  'Șandru',
  'Țurcanu',
  'Lungu',
  'Drăgulescu',
  'Marinescu',
  'Ene',
  'Pop',
  'Rusu',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'example.ro', 'firma.ro', 'startup.io', 'clinica-sf-maria.ro'];
const COMPANIES = ['Brutăria Dulce', 'Farmacia Ardealului', 'Logistică Rapidă SRL', 'Clinica Sf. Maria', '', ''];
const MESSAGES = [
  'Avem nevoie de o aplicație mobilă pentru comenzile clienților noștri.',
  'We are looking for a team to rebuild our online shop in Next.js, about 4,000 products.',
  'Căutăm o echipă pentru un MVP: platformă de programări pentru clinici, lansare în 3 luni.',
  'Could you send a quote for a React Native app with payments and push notifications?',
  'Vrem să mutăm sistemul intern de stocuri în cloud și să adăugăm rapoarte.',
  'An e-learning platform for 20,000 students, with video and quizzes.',
];
const APPLICATION_MESSAGES = [
  'Șase ani de experiență cu Ruby on Rails, ultimii doi pe o platformă de logistică.',
  'Five years of React and TypeScript; I led the front end of a fintech app.',
  'Am lucrat ca designer UX la o agenție din Cluj, portofoliul este în link.',
];
const JOBS = [
  'senior-react-developer',
  'ruby-on-rails-developer',
  'ui-ux-designer',
  'qa-engineer',
  'project-manager',
  'ios-developer',
  'android-developer',
  'devops-engineer',
];
const SOURCES = [
  ['google', 'cpc', ['brand-2026', 'mvp-cost', 'app-development']],
  ['linkedin', 'social', ['spring-2026', 'case-studies', 'hiring-2026']],
  ['facebook', 'social', ['spring-2026', 'retargeting']],
  ['newsletter', 'email', ['monthly-2026-03', 'monthly-2026-06', 'monthly-2026-09']],
  ['clutch', 'referral', ['']],
];
const LEAD_STATUSES = ['contacted', 'contacted', 'qualified', 'won', 'lost', 'lost'];
const APPLICATION_STATUSES = ['screening', 'interview', 'offer', 'hired', 'rejected', 'rejected'];
const NOW = Date.parse('2026-11-01T00:00:00.000Z');
const SPAN = 730 * 24 * 60 * 60 * 1000;

function* submissions(count) {
  const { next, pick } = generator(7);
  for (let index = 0; index < count; index += 1) {
    const application = next() < 0.2;
    const kind = application ? 'application' : 'lead';
    const first = pick(FIRST);
    const last = pick(LAST);
    const name = next() < 0.1 ? `${first} ${last}`.toUpperCase() : `${first} ${last}`;
    const ascii = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const email = `${ascii(first)}.${ascii(last)}${Math.floor(next() * 100)}@${pick(DOMAINS)}`;
    const message = pick(application ? APPLICATION_MESSAGES : MESSAGES);
    const fields = application
      ? { name, email, phone: '0745123456', jobId: pick(JOBS), message, link: 'https://www.linkedin.com/in/x' }
      : { name, email, phone: '+40 721 555 012', company: pick(COMPANIES), message, budget: '50k_100k' };
    const attribution = {};
    if (next() < 0.6) {
      const [source, medium, campaigns] = pick(SOURCES);
      Object.assign(attribution, { utm_source: source, utm_medium: medium });
      const campaign = pick(campaigns);
      if (campaign) attribution.utm_campaign = campaign;
      attribution.landing_page = 'https://www.wolfpack-digital.com/services/mobile-development';
    }
    // Received to the second: some arrive in the same one.
    const receivedAt = new Date(Math.floor((NOW - next() * SPAN) / 1000) * 1000).toISOString();
    yield {
      id: randomUUID(),
      kind,
      entries: JSON.stringify(Object.entries(fields).map(([key, value]) => [`${kind}[${key}]`, String(value)])),
      fields: JSON.stringify(fields),
      attribution: JSON.stringify(attribution),
      receivedAt,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      ipHash: randomBytes(32).toString('hex'),
      spam: next() < 0.03 ? pick(['honeypot', 'too-fast']) : null,
    };
  }
}

/** A few thousand worked submissions: a status, mostly an assignee, the time a lead was qualified. */
function states(rows, staffIds) {
  const { next, pick } = generator(11);
  const worked = rows.filter((row) => row.spam === null && next() < 0.05);
  return worked.map((row) => {
    const status = pick(row.kind === 'lead' ? LEAD_STATUSES : APPLICATION_STATUSES);
    const qualified = status === 'qualified' || status === 'won' || (status === 'lost' && next() < 0.3);
    return {
      submissionId: row.id,
      status,
      assigneeId: next() < 0.8 ? pick(staffIds) : null,
      qualifiedAt: qualified ? row.receivedAt : null,
      updatedAt: row.receivedAt,
    };
  });
}

const SUBMISSION_COLUMNS = 'id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam';
const STATE_COLUMNS = 'submission_id, status, assignee_id, qualified_at, version, updated_at, updated_by';
const submissionValues = (s) => [
  s.id,
  s.kind,
  s.entries,
  s.fields,
  s.attribution,
  s.receivedAt,
  s.userAgent,
  s.ipHash,
  s.spam,
];
const stateValues = (s) => [s.submissionId, s.status, s.assigneeId, s.qualifiedAt, 1, s.updatedAt, 'bench'];

async function fillSqlite(store, rows, worked) {
  // The store's own connection (the one better-auth is given).
  const db = await store.authDatabase();
  const insert = db.prepare(`INSERT INTO submissions (${SUBMISSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertState = db.prepare(`INSERT INTO submission_states (${STATE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const row of rows) insert.run(...submissionValues(row));
    for (const state of worked) insertState.run(...stateValues(state));
  }).immediate();
  db.exec('ANALYZE');
}

async function fillPostgres(store, rows, worked) {
  const pool = await store.authDatabase();
  const client = await pool.connect();
  // Arrays of each column, unnested: thousands of rows a statement.
  const columnsOf = (chunk, values, count) =>
    Array.from({ length: count }, (_, column) => chunk.map((row) => values(row)[column]));
  try {
    await client.query('BEGIN');
    for (let start = 0; start < rows.length; start += 5000) {
      await client.query(
        `INSERT INTO submissions (${SUBMISSION_COLUMNS}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[],
           $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::text[], $9::text[])`,
        columnsOf(rows.slice(start, start + 5000), submissionValues, 9),
      );
    }
    await client.query(
      `INSERT INTO submission_states (${STATE_COLUMNS}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[],
         $4::timestamptz[], $5::int[], $6::timestamptz[], $7::text[])`,
      columnsOf(worked, stateValues, 7),
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
}

/* ------------------------------------------------------------------ the measurements */

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function time(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function measure(name, store, fill, settle = async () => {}) {
  const rows = [...submissions(ROWS)];
  const staff = [];
  for (const [email, person] of [
    ['maria@wolfpack.example', 'Maria Ionescu'],
    ['andrei@wolfpack.example', 'Andrei Pop'],
    ['ilinca@wolfpack.example', 'Ilinca Stan'],
    ['radu@wolfpack.example', 'Radu Ene'],
    ['oana@wolfpack.example', 'Oana Dumitru'],
  ]) {
    const actor = { at: new Date(NOW), by: 'bench' };
    staff.push(await store.transact(inbox.inviteStaff({ email, name: person, role: 'sales' }, actor)));
  }
  const worked = states(
    rows,
    staff.map((person) => person.id),
  );
  const filled = await time(() => fill(store, rows, worked));
  const figures = [
    {
      what: `bulk insert (${rows.length.toLocaleString('en')} + ${worked.length.toLocaleString('en')} states)`,
      ms: filled.ms,
    },
  ];

  const list =
    (filter, after = null) =>
    () =>
      store.transact(inbox.listInbox(store.dialect, filter, after));
  const leads = { kinds: ['lead'] };
  const first = await time(list(leads));
  figures.push({ what: 'first listing: fills the search text of every row', ms: first.ms });
  await settle(store);

  // The page after the lead at position 40% of the listing: deep in the keyset.
  const deep = Math.floor(first.result.total * 0.4);
  const [at] = await store.transact(
    (function* () {
      const { rows: found } = yield {
        sql: `SELECT received_at, id FROM submissions WHERE kind = 'lead' AND spam IS NULL
              ORDER BY received_at DESC, id DESC LIMIT 1 OFFSET ${deep}`,
        params: [],
      };
      return found;
    })(),
  );
  const cursor = { receivedAt: new Date(at.received_at).toISOString(), id: at.id };
  const yearAgo = new Date(Date.UTC(new Date(NOW).getUTCFullYear() - 1, new Date(NOW).getUTCMonth(), 1));
  const timed = [
    ['first page of the leads', list(leads)],
    [`a page after lead ${deep.toLocaleString('en')} (keyset)`, list(leads, cursor)],
    ['search for a name ("ilinca stefanescu")', list({ kinds: ['lead', 'application'], query: 'ilinca stefanescu' })],
    ['search "popescu", status contacted', list({ kinds: ['lead'], query: 'popescu', status: 'contacted' })],
    [
      'filter choices (admin: both kinds)',
      () => store.transact(inbox.filterChoices(store.dialect, ['lead', 'application'])),
    ],
    ['campaign report, 12 months', () => store.transact(inbox.campaignReport(store.dialect, yearAgo))],
  ];
  for (const [what, work] of timed) {
    await work();
    const runs = [];
    let result;
    for (let run = 0; run < RUNS; run += 1) {
      const measured = await time(work);
      runs.push(measured.ms);
      result = measured.result;
    }
    const size = Array.isArray(result)
      ? `${result.length} rows`
      : result.rows
        ? `${result.rows.length} of ${result.total}`
        : '';
    figures.push({ what, ms: median(runs), min: Math.min(...runs), max: Math.max(...runs), size });
  }
  return { name, figures };
}

const format = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

function printTable(results) {
  const header = ['', ...results.map((r) => `${r.name} ms (min–max)`), ...results.map((r) => `${r.name} rows`)];
  const lines = results[0].figures.map((figure, index) => [
    figure.what,
    ...results.map(({ figures }) => {
      const f = figures[index];
      return f.min === undefined ? format(f.ms) : `${format(f.ms)} (${format(f.min)}–${format(f.max)})`;
    }),
    ...results.map(({ figures }) => figures[index].size ?? ''),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)));
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
  }
}

const results = [];
const dir = mkdtempSync(join(tmpdir(), 'inbox-bench-'));
try {
  const sqlite = openSqliteStore(join(dir, 'intake.db'));
  try {
    results.push(await measure('SQLite', sqlite, fillSqlite));
  } finally {
    await sqlite.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (options.postgres) {
  const schema = `inbox_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: options.postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(options.postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const store = openPostgresStore({
    connectionString: url.toString(),
    poolSize: 5,
    statementTimeoutMs: 120_000,
    connectTimeoutMs: 5000,
  });
  try {
    // After the first listing updated every row: what autovacuum does within a minute (its threshold is 20% of the
    // rows), without which the index-only scans read the table and the unsearched index holds 100,000 dead entries.
    const vacuum = async (postgres) => (await postgres.authDatabase()).query('VACUUM ANALYZE submissions');
    results.push(await measure('PostgreSQL', store, fillPostgres, vacuum));
  } finally {
    await store.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  }
}

console.log(
  `\n${ROWS.toLocaleString('en')} submissions, median of ${RUNS} runs after one not counted (the first listing: once), ` +
    `Node ${process.version}\n`,
);
printTable(results);
