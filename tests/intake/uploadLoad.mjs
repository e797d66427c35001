// Pages while large uploads arrive: 30 uploads of 9 MiB from 30 addresses at once against `next start`, while a
// visitor loads `/` every 100 ms. Every upload is stored once, with its file; `/` keeps answering quickly
// (p99 under PAGE_P99_BOUND_MS); and the server's memory comes back near where it started (within
// RSS_MARGIN_MIB) once the uploads are stored. Prints `/`'s p50/p99 and the server's memory before, at its
// peak during, and after the uploads. On SQLite; on PostgreSQL too when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import {
  freePort,
  leadBody,
  openSqliteStore,
  pdf,
  startServer,
  tempDb,
  throwawayDatabase,
  withoutPostgres,
} from './server.mjs';

const MiB = 1024 * 1024;
const UPLOADS = 30;
const FILE_BYTES = 9 * MiB;
const PAGE_EVERY_MS = 100;
/**
 * Before uploads were streamed to disk, `/` took 7-15 s at worst during these uploads (8.4 s and 15.3 s on SQLite,
 * 7.1 s on PostgreSQL, on a shared 2-core machine); since, 0.2-0.5 s in most runs, 3.5 s once under a load
 * average of 7 (other engineers' builds).
 */
const PAGE_P99_BOUND_MS = 4000;
/** The server may keep some of what it grew by (allocator pools, JIT), not the uploads themselves (270 MiB). */
const RSS_MARGIN_MIB = 150;
/** How long the server is idle before its memory is taken, and how much longer it may take to come back. */
const SETTLE_FIRST_MS = 5000;
const SETTLE_MS = 20_000;

/** The pid of the process listening on `port` (`next start` runs the server in a child of its own). */
function listeningPid(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A') inodes.add(columns[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (socket && inodes.has(socket[1])) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** `/` loaded every PAGE_EVERY_MS, one at a time, until `stop()`: the time each took (Infinity: not 200). */
function pageVisitor(url) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      latencies.push(response.status === 200 ? performance.now() - started : Infinity);
      await sleep(PAGE_EVERY_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs the uploads against a server started with `env` and returns the figures and the answers. */
async function measure(backend, env) {
  const port = await freePort();
  // Each upload comes from an address of its own, as told by a proxy the server trusts.
  const server = await startServer({ port, env: { INTAKE_TRUSTED_PROXY_HOPS: '1', INTAKE_RATE_LIMIT: '5', ...env } });
  let sampler;
  let visitor;
  try {
    const pid = listeningPid(port);
    // Warm up the page and the intake route, so that compiling them on first use is not counted as uploads' cost.
    for (let index = 0; index < 5; index += 1) await (await fetch(`${server.url}/`)).arrayBuffer();
    const warmUp = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      body: leadBody(1000, pdf('warm-up')),
      headers: { 'X-Forwarded-For': '198.51.100.200' },
    });
    assert(warmUp.status === 201, `the warm-up upload answered ${warmUp.status}`);
    await sleep(2000);
    const before = rssMiB(pid);

    const files = Array.from({ length: UPLOADS }, (_, index) => pdf(`upload ${index}`, FILE_BYTES));
    const expected = new Map(
      files.map((bytes, index) => [`tester-${index}@example.ro`, { sha256: sha(bytes), size: bytes.length }]),
    );
    let peak = before;
    sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
    visitor = pageVisitor(server.url);
    await sleep(500);
    const began = performance.now();
    const answers = await Promise.all(
      files.map(async (bytes, index) => {
        const response = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          body: leadBody(index, bytes),
          headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
        });
        return { index, status: response.status, body: await response.text() };
      }),
    );
    const uploadSeconds = (performance.now() - began) / 1000;
    await sleep(500);
    const latencies = (await visitor.stop()).sort((a, b) => a - b);
    clearInterval(sampler);

    // Idle now: give the collector time, then take the memory once it is back within the margin (or at the end).
    await sleep(SETTLE_FIRST_MS);
    let after = rssMiB(pid);
    for (const settleBy = Date.now() + SETTLE_MS; after > before + RSS_MARGIN_MIB && Date.now() < settleBy;) {
      await sleep(1000);
      after = rssMiB(pid);
    }

    const figures = {
      backend,
      uploadSeconds: Number(uploadSeconds.toFixed(1)),
      pages: latencies.length,
      pageP50Ms: Math.round(percentile(latencies, 50)),
      pageP99Ms: Math.round(percentile(latencies, 99)),
      pageMaxMs: Math.round(latencies.at(-1)),
      rssBeforeMiB: Math.round(before),
      rssPeakMiB: Math.round(peak),
      rssAfterMiB: Math.round(after),
    };
    console.log(
      `${backend}: ${UPLOADS} uploads of ${FILE_BYTES / MiB} MiB in ${figures.uploadSeconds} s; ` +
        `GET / (${figures.pages} loads) p50 ${figures.pageP50Ms} ms, p99 ${figures.pageP99Ms} ms, max ${figures.pageMaxMs} ms; ` +
        `server memory ${figures.rssBeforeMiB} MiB before, ${figures.rssPeakMiB} MiB at peak, ${figures.rssAfterMiB} MiB after`,
    );

    return { figures, answers, expected, before, after };
  } finally {
    // After a failure too: nothing of the measurement keeps the process alive.
    clearInterval(sampler);
    await visitor?.stop().catch(() => {});
    await server.stop();
  }
}

/**
 * Measures on one back end (`setUp()` gives the server's settings, `storedFiles()` and `remove()`), then checks what a
 * visitor and the team would notice, once the server has stopped.
 */
function uploadLoadTests(backend, setUp, { skip = false } = {}) {
  describe(backend, () => {
    let backEnd;
    let outcome;
    let stored;
    before(async () => {
      if (skip) return;
      backEnd = await setUp();
      outcome = await measure(backend, backEnd.env);
      stored = (await backEnd.storedFiles()).filter((file) => outcome.expected.has(file.email));
    });
    after(() => backEnd?.remove());

    test('every upload is answered 201 and stored once, with its file', { skip }, () => {
      const { answers, expected } = outcome;
      const refused = answers.filter((answer) => answer.status !== 201);
      assert(
        refused.length === 0,
        `${refused.length} uploads were not stored: ${refused.map((a) => `#${a.index} ${a.status} ${a.body}`).join('; ')}`,
      );
      assert(stored.length === UPLOADS, `${stored.length} uploads stored, expected ${UPLOADS}`);
      assert(new Set(stored.map((file) => file.email)).size === UPLOADS, 'an upload was stored twice');
      for (const file of stored) {
        assert(
          file.sha256 === expected.get(file.email).sha256 && file.size === expected.get(file.email).size,
          `${file.email}: file differs`,
        );
      }
    });
    test(`GET / p99 stays under ${PAGE_P99_BOUND_MS} ms while the uploads arrive`, { skip }, () => {
      const { figures } = outcome;
      assert(
        figures.pageP99Ms < PAGE_P99_BOUND_MS,
        `${backend}: GET / p99 was ${figures.pageP99Ms} ms while uploads arrived, over ${PAGE_P99_BOUND_MS} ms`,
      );
    });
    test(`the server's memory comes back within ${RSS_MARGIN_MIB} MiB of where it started`, { skip }, () => {
      const { before: rssBefore, after: rssAfter } = outcome;
      assert(
        rssAfter < rssBefore + RSS_MARGIN_MIB,
        `${backend}: the server's memory stayed at ${Math.round(rssAfter)} MiB, over ${Math.round(rssBefore)} + ${RSS_MARGIN_MIB} MiB`,
      );
    });
  });
}

describe('Intake under 30 uploads of 9 MiB at once (pages answer, memory comes back)', () => {
  uploadLoadTests('SQLite', async () => {
    const sqlite = tempDb();
    return {
      env: { INTAKE_DB: sqlite.db },
      remove: sqlite.remove,
      async storedFiles() {
        const store = openSqliteStore(sqlite.db, { mustExist: true });
        try {
          return (await store.list()).map((submission) => ({
            email: submission.fields.email,
            ...submission.files[0],
          }));
        } finally {
          await store.close();
        }
      },
    };
  });

  uploadLoadTests(
    'PostgreSQL',
    async () => {
      const database = await throwawayDatabase('intake_upload_load');
      return {
        env: { DATABASE_URL: database.url },
        remove: database.drop,
        async storedFiles() {
          const db = new pg.Client({ connectionString: database.url });
          await db.connect();
          try {
            const { rows } = await db.query(
              `SELECT s.fields::jsonb->>'email' AS email, f.size::int AS size, f.sha256
                 FROM submissions s JOIN files f ON f.submission_id = s.id`,
            );
            return rows;
          } finally {
            await db.end();
          }
        },
      };
    },
    { skip: withoutPostgres },
  );
});
