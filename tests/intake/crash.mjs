// Crash: while clients keep submitting to a running server, kill it with SIGKILL and start it again:
// every submission that got a 201 is stored with its file, and SQLite's integrity check says ok.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { assert, freePort, leadBody, openSqliteStore, pdf, startServer, tempDb } from './server.mjs';

const CLIENTS = 6;
const temp = tempDb();
const port = await freePort();
let server = await startServer({ port, env: { INTAKE_DB: temp.db } });
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
const after = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(999_999, pdf('after')) });
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
temp.remove();

const result = { attempted, acknowledged: acknowledged.size, killedAt, missing, stored, integrity };
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/intake-crash.json', JSON.stringify(result, null, 2));
console.log(
  `Intake crash: SIGKILL after ${killedAt} acknowledged (${attempted} attempted by ${CLIENTS} clients); ` +
    `${acknowledged.size - missing} of ${acknowledged.size} acknowledged are stored with their files ` +
    `(${stored - 1} stored before the restart; any beyond the acknowledged were cut off before their answer); integrity_check: ${integrity}`,
);
assert(refused === 0, `${refused} submissions were refused`);
assert(missing === 0, `${missing} acknowledged submissions are missing or incomplete`);
assert(integrity === 'ok', `integrity_check: ${integrity}`);
assert(after.status === 201, `the restarted server answered ${after.status}`);
console.log('✓ nothing acknowledged was lost');
