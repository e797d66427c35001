// Two `next start` instances sharing one PostgreSQL database, as behind a load balancer: 400 submissions
// from 20 concurrent clients spread over both are each stored once; one idempotency key sent to both at
// once is stored once; the per-address limit counts across the two; a CRM that fails and then recovers
// gets each submission once although both instances run the relay; and after a `kill -9` of one instance
// and a PostgreSQL restart in the middle of the load, nothing acknowledged is lost and the survivor answers
// 503 while the database is away and 201 again after. Needs TEST_DATABASE_URL (and TEST_PG_RESTART, the
// command that restarts that server); `bash .ci/run` starts a throwaway cluster and sets both.
import assert from 'node:assert/strict';
import { exec } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { applicationBody, freePort, leadBody, pdf, startServer, withoutPostgres } from './server.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
const restartCommand = process.env.TEST_PG_RESTART;
const skip = withoutPostgres;

const admin = async (sql) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};
const database = `intake_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl && Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const query = async (sql, values = []) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

// The CRM: refuses every delivery with 503 for its first seconds, then takes them; counts 2xx per key.
const crm = { recoversAt: Infinity, refused: 0, taken: new Map() };
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const key = request.headers['idempotency-key'];
    if (Date.now() < crm.recoversAt) {
      crm.refused += 1;
      response.writeHead(503).end();
      return;
    }
    crm.taken.set(key, (crm.taken.get(key) ?? 0) + 1);
    response.writeHead(200).end();
  });
});
let a;
let b;
let instances = [];
let databaseCreated = false;
const acknowledged = new Map(); // submission id -> { sha256, key }
let sequence = 0;
/** Starts the CRM and the two instances on a database of their own. */
async function setUp() {
  assert(restartCommand, 'TEST_PG_RESTART must be set beside TEST_DATABASE_URL (bash .ci/run sets both)');
  await admin(`CREATE DATABASE ${database}`);
  databaseCreated = true;
  const crmPort = await freePort();
  await new Promise((resolve) => receiver.listen(crmPort, '127.0.0.1', resolve));
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    // Behind the load balancer: the address it saw is the last X-Forwarded-For entry.
    INTAKE_TRUSTED_PROXY_HOPS: '1',
    INTAKE_RATE_LIMIT: '3',
    LEAD_FORWARD_URL: `http://127.0.0.1:${crmPort}/leads`,
    APPLICATION_FORWARD_URL: `http://127.0.0.1:${crmPort}/applications`,
    FORWARD_RETRY_BASE_MS: '300',
    FORWARD_TIMEOUT_MS: '3000',
    FORWARD_MAX_ATTEMPTS: '60',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  [a, b] = await Promise.all([startServer({ port: portA, env }), startServer({ port: portB, env })]);
  instances = [a, b];
  crm.recoversAt = Date.now() + 5000;
}

/**
 * Sends one new submission (a lead, every fourth one an application) from its own address, as a load
 * balancer would: to `pick()`, and on a refused connection or a 503 again, with the same key, until it is
 * acknowledged. Returns its latency and how it went.
 */
async function submit(pick, { retry = false } = {}) {
  const index = sequence++;
  const bytes = pdf(`cluster ${index}`, 20_000 + index * 37);
  const application = index % 4 === 3;
  const key = randomUUID();
  const address = `198.18.${index >> 8}.${index & 255}`;
  const started = performance.now();
  const outcome = { latency: 0, unavailable: 0, connectionErrors: 0 };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const instance = pick(outcome);
    try {
      const response = await fetch(`${instance.url}/api/${application ? 'job-applications' : 'leads'}`, {
        method: 'POST',
        body: application ? applicationBody(index, bytes) : leadBody(index, bytes),
        headers: { 'Idempotency-Key': key, 'X-Forwarded-For': address },
      });
      const answer = await response.json();
      if (response.status === 201) {
        acknowledged.set(answer.id, { sha256: sha(bytes), key });
        outcome.latency = performance.now() - started;
        return outcome;
      }
      assert(retry && response.status === 503, `#${index}: ${response.status} ${JSON.stringify(answer)}`);
      assert(response.headers.get('retry-after') === '30', `#${index}: a 503 without Retry-After: 30`);
      outcome.unavailable += 1;
    } catch (error) {
      assert(retry, `#${index}: ${error.message}`);
      outcome.connectionErrors += 1;
    }
    await sleep(250);
  }
  assert(false, `#${index} was never acknowledged`);
}

/** `total` submissions from `clients` concurrent clients; `during(done)` runs alongside (a fault). */
async function load(total, clients, pick, { retry = false, during } = {}) {
  const outcomes = [];
  let started = 0;
  const began = performance.now();
  const fault = during?.(() => outcomes.length);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < total) {
        started += 1;
        outcomes.push(await submit(pick, { retry }));
      }
    }),
  );
  await fault;
  const seconds = (performance.now() - began) / 1000;
  const latencies = outcomes.map((outcome) => outcome.latency).sort((x, y) => x - y);
  const percentile = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
  return {
    submissions: total,
    clients,
    perSecond: Number((total / seconds).toFixed(1)),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    answered503: outcomes.reduce((sum, outcome) => sum + outcome.unavailable, 0),
    connectionErrors: outcomes.reduce((sum, outcome) => sum + outcome.connectionErrors, 0),
  };
}

async function storedCheck(label) {
  const rows = await query('SELECT s.id, f.sha256 FROM submissions s LEFT JOIN files f ON f.submission_id = s.id');
  const stored = new Map(rows.map((row) => [row.id, row.sha256]));
  let lost = 0;
  for (const [id, { sha256 }] of acknowledged) if (stored.get(id) !== sha256) lost += 1;
  const [{ count: duplicates }] = await query(
    `SELECT COUNT(*)::int AS count FROM (SELECT fields FROM submissions GROUP BY fields HAVING COUNT(*) > 1) d`,
  );
  assert(lost === 0, `${label}: ${lost} acknowledged submissions are not stored with their file`);
  assert(duplicates === 0, `${label}: ${duplicates} submissions were stored twice`);
  return { acknowledged: acknowledged.size, stored: stored.size };
}

const results = {};
let turn = 0;
const roundRobin = () => instances[turn++ % 2];
let statuses;
let healthDuring;
let keys;
let repeated;

describe('Intake on PostgreSQL: two instances, 400 submissions, kill -9, database restart', () => {
  before(async () => {
    if (!skip) await setUp();
  });
  after(async () => {
    report();
    await Promise.all(instances.map((instance) => instance.stop()));
    if (receiver.listening) receiver.close();
    if (databaseCreated) await admin(`DROP DATABASE ${database} WITH (FORCE)`);
  });

  test('both instances are healthy on PostgreSQL', { skip }, async () => {
    for (const instance of instances) {
      const health = await fetch(`${instance.url}/api/health`);
      assert(health.status === 200, `health check answered ${health.status}`);
      const body = await health.json();
      assert(body.store === 'postgresql', `health check names ${body.store}, not postgresql`);
    }
  });

  test('400 submissions from 20 clients over both are each stored once', { skip }, async () => {
    // 1. The load, spread over both.
    results.load = await load(400, 20, roundRobin);
    results.load.after = await storedCheck('load over two instances');
  });

  test('one Idempotency-Key sent to both at the same moment is stored once, twenty times over', { skip }, async () => {
    // 2. One key sent to both instances at the same moment, twenty times.
    for (let round = 0; round < 20; round += 1) {
      const key = randomUUID();
      const bytes = pdf(`same key ${round}`, 5000);
      const answers = await Promise.all(
        instances.map((instance) =>
          fetch(`${instance.url}/api/leads`, {
            method: 'POST',
            body: leadBody(10_000 + round, bytes),
            headers: { 'Idempotency-Key': key, 'X-Forwarded-For': `198.19.0.${round}` },
          }).then(async (response) => ({ status: response.status, id: (await response.json()).id })),
        ),
      );
      assert(
        answers.every((answer) => answer.status === 201) && answers[0].id === answers[1].id,
        `one key sent to both instances got ${JSON.stringify(answers)}`,
      );
      acknowledged.set(answers[0].id, { sha256: sha(bytes), key });
    }
    const [{ count: sameKeyRows }] = await query(
      `SELECT COUNT(*)::int AS count FROM submissions WHERE fields ~ '"Load Tester 100[0-9]{2}"'`,
    );
    assert(sameKeyRows === 20, `20 keys sent to both instances stored ${sameKeyRows} submissions`);
  });

  test('the per-address limit counts across the two instances', { skip }, async () => {
    // 3. The per-address limit (3 a window) counted across the two.
    statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${instances[index % 2].url}/api/leads`, {
        method: 'POST',
        body: leadBody(20_000 + index, pdf(`limit ${index}`, 3000)),
        headers: { 'X-Forwarded-For': '203.0.113.50' },
      });
      statuses.push(response.status);
      if (response.status === 201)
        acknowledged.set((await response.json()).id, { sha256: sha(pdf(`limit ${index}`, 3000)) });
    }
    assert(statuses.join() === '201,201,201,429', `one address over both instances got ${statuses.join()}`);
    results.rateLimitAcrossInstances = statuses;
  });

  test(
    'after kill -9 of one instance mid-load its clients fail over and nothing acknowledged is lost',
    { skip },
    async () => {
      // 4. kill -9 of one instance in the middle of the load: its clients fail over to the other.
      let bDead = false;
      results.killOneInstance = await load(200, 20, () => (bDead ? a : roundRobin()), {
        retry: true,
        during: async (done) => {
          while (done() < 60) await sleep(10);
          await b.stop('SIGKILL');
          bDead = true;
        },
      });
      results.killOneInstance.after = await storedCheck('kill -9 of one instance');
    },
  );

  test(
    'a PostgreSQL restart mid-load: 503 while it is away, 201 and health 200 again after, nothing lost',
    { skip },
    async () => {
      // 5. PostgreSQL restarts in the middle of the load: 503 while it is away, 201 again after.
      healthDuring = new Set();
      results.databaseRestart = await load(200, 20, () => a, {
        retry: true,
        during: async (done) => {
          while (done() < 50) await sleep(10);
          let restarting = true;
          const restart = promisify(exec)(restartCommand).finally(() => (restarting = false));
          while (restarting) {
            healthDuring.add((await fetch(`${a.url}/api/health`)).status);
            await sleep(100);
          }
          await restart;
        },
      });
      results.databaseRestart.healthWhileRestarting = [...healthDuring];
      results.databaseRestart.after = await storedCheck('PostgreSQL restart');
      assert(
        results.databaseRestart.answered503 > 0 || healthDuring.has(503),
        'nothing answered 503 while PostgreSQL restarted: the fault was not seen',
      );
      const healthAfter = await fetch(`${a.url}/api/health`);
      assert(healthAfter.status === 200, `the health check answered ${healthAfter.status} after the restart`);
    },
  );

  test('every stored submission reaches the recovered CRM once, although both relays ran', { skip }, async () => {
    // 6. The CRM recovered long ago: every stored submission reaches it, once, although both relays ran.
    keys = (await query(`SELECT idempotency_key AS key FROM outbox WHERE channel = 'webhook'`)).map((row) => row.key);
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(500)) {
      const [{ pending }] = await query(`SELECT COUNT(*)::int AS pending FROM outbox WHERE state != 'delivered'`);
      if (pending === 0) break;
    }
    const undelivered = keys.filter((key) => !crm.taken.has(key));
    repeated = [...crm.taken.values()].filter((count) => count > 1).length;
    results.forwarding = {
      deliveries: keys.length,
      refusedWhileDown: crm.refused,
      undelivered: undelivered.length,
      repeated,
    };
    assert(crm.refused > 0, 'the CRM never refused a delivery: the retry path was not tried');
    assert(undelivered.length === 0, `${undelivered.length} submissions never reached the CRM`);
    // Only a delivery in flight on the instance killed with SIGKILL (taken by the CRM, not yet recorded) may
    // be repeated, with its same Idempotency-Key; there are at most as many as that instance's relay held.
    assert(repeated <= 10, `${repeated} submissions reached the CRM more than once`);
  });
});

/** Writes test-results/intake-cluster.json and prints the figures, once every step has run. */
function report() {
  if (!results.load || !results.killOneInstance || !results.databaseRestart || !results.forwarding) return;
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/intake-cluster.json', JSON.stringify(results, null, 2));
  const line = (name, r) =>
    `${name}: ${r.submissions} submissions from ${r.clients} clients, ${r.perSecond}/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; ` +
    `${r.after.acknowledged} acknowledged so far, ${r.after.stored} stored` +
    (r.answered503 || r.connectionErrors
      ? ` (${r.answered503} answers 503, ${r.connectionErrors} refused connections)`
      : '');
  console.log(
    [
      line('Two instances on PostgreSQL', results.load),
      line('kill -9 of one instance mid-load', results.killOneInstance),
      line('PostgreSQL restart mid-load', results.databaseRestart) +
        `; health during it ${[...healthDuring].join(', ')}`,
      `Rate limit over both instances: ${statuses.join(', ')}`,
      `Forwarding: ${keys.length} deliveries, ${crm.refused} refused while the CRM was down, all delivered, ${repeated} repeated`,
    ].join('\n'),
  );
}
