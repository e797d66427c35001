// Crash: while clients keep submitting to a running server, kill it with SIGKILL and start it again:
// every submission that got a 201 is stored with its file, and SQLite's integrity check says ok.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { freePort, leadBody, openSqliteStore, pdf, startServer, tempDb } from './server.mjs';

const CLIENTS = 6;

describe('Intake crash test (SIGKILL while submitting)', () => {
  const temp = tempDb();
  let server;
  let result;
  let after201;

  before(async () => {
    const port = await freePort();
    server = await startServer({ port, env: { INTAKE_DB: temp.db } });
    const acknowledged = new Map();
    let attempted = 0;
    let refused = 0;
    let running = true;

    async function client(id) {
      for (let round = 0; running; round += 1) {
        const index = id * 100_000 + round;
        const bytes = pdf(`crash ${index}`, 150_000 + (index % 1000));
        attempted += 1;
        try {
          const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(index, bytes) });
          if (response.status === 201) {
            const { id: submissionId } = await response.json();
            acknowledged.set(submissionId, createHash('sha256').update(bytes).digest('hex'));
          } else {
            refused += 1;
          }
        } catch {
          // The server died mid-request: this submission was never acknowledged.
        }
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, id) => client(id));
    // Kill it once it has acknowledged a fair number, while requests are in flight.
    while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop('SIGKILL');
    const killedAt = acknowledged.size;
    running = false;
    await Promise.all(clients);

    server = await startServer({ port, env: { INTAKE_DB: temp.db } });
    after201 = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(999_999, pdf('after')) });
    await server.stop();

    const db = new Database(temp.db, { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    const store = openSqliteStore(temp.db, { mustExist: true });
    let missing = 0;
    for (const [id, sha256] of acknowledged) {
      const submission = await store.get(id);
      if (!submission || submission.files.length !== 1 || submission.files[0].sha256 !== sha256) missing += 1;
    }
    const stored = (await store.list()).length;
    await store.close();

    result = { attempted, acknowledged: acknowledged.size, killedAt, missing, stored, integrity, refused };
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/intake-crash.json', JSON.stringify(result, null, 2));
    console.log(
      `Intake crash: SIGKILL after ${killedAt} acknowledged (${attempted} attempted by ${CLIENTS} clients); ` +
        `${acknowledged.size - missing} of ${acknowledged.size} acknowledged are stored with their files ` +
        `(${stored - 1} stored before the restart; any beyond the acknowledged were cut off before their answer); integrity_check: ${integrity}`,
    );
  });

  after(async () => {
    await server?.stop();
    temp.remove();
  });

  test('no submission is refused while the server runs', () => {
    assert(result.refused === 0, `${result.refused} submissions were refused`);
  });
  test('nothing acknowledged is lost: each is stored with its file', () => {
    assert(result.missing === 0, `${result.missing} acknowledged submissions are missing or incomplete`);
  });
  test("SQLite's integrity check says ok after the SIGKILL", () => {
    assert(result.integrity === 'ok', `integrity_check: ${result.integrity}`);
  });
  test('the restarted server stores a new submission', () => {
    assert(after201.status === 201, `the restarted server answered ${after201.status}`);
  });
});
