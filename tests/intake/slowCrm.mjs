// A slow CRM behind two `next start` instances sharing one PostgreSQL database: each post takes the CRM 2.5 to
// 4 s. 20 leads posted over both instances must reach the CRM once each (a lease covers its delivery's whole
// try, so the other instance never claims one still being sent), every post of one lead with the same
// Idempotency-Key, and the outbox must show each delivered in one try. Needs TEST_DATABASE_URL; skipped without it, as the other
// PostgreSQL tests are.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { freePort, leadBody, pdf, startServer, throwawayDatabase, withoutPostgres } from './server.mjs';

const LEADS = 20;
const skip = withoutPostgres;

// The CRM: reads each post whole, then answers 201 after 2.5 to 4 s; records every post's Idempotency-Key.
const posts = [];
const crm = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    posts.push(request.headers['idempotency-key']);
    setTimeout(() => response.writeHead(201).end('{}'), 2500 + Math.random() * 1500);
  });
});

describe('Intake on PostgreSQL: a slow CRM and two instances, each lead posted once', () => {
  let database;
  let instances = [];
  let outbox;
  let perKey;
  before(async () => {
    if (skip) return;
    database = await throwawayDatabase('intake_slow_crm');
    const databaseUrl = database.url;
    const crmPort = await freePort();
    await new Promise((resolve) => crm.listen(crmPort, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: databaseUrl,
      LEAD_FORWARD_URL: `http://127.0.0.1:${crmPort}/leads`,
      FORWARD_TIMEOUT_MS: '10000',
      FORWARD_RETRY_BASE_MS: '1000',
    };
    instances = await Promise.all([
      startServer({ port: await freePort(), env }),
      startServer({ port: await freePort(), env }),
    ]);
    const started = Date.now();
    for (let index = 0; index < LEADS; index += 1) {
      const response = await fetch(`${instances[index % 2].url}/api/leads`, {
        method: 'POST',
        body: leadBody(index, pdf(`slow crm ${index}`, 5000)),
      });
      assert(response.status === 201, `lead ${index} is stored (201), not ${response.status}`);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const delivered = async () =>
      Number((await db.query(`SELECT count(*) AS n FROM outbox WHERE state = 'delivered'`)).rows[0].n);
    while ((await delivered()) < LEADS && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 500));
    console.log(`${await delivered()} of ${LEADS} delivered within ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Long enough for a lapsed lease to be claimed again, had one lapsed.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    outbox = (await db.query(`SELECT idempotency_key, state, attempts FROM outbox`)).rows;
    await db.end();

    perKey = new Map();
    for (const key of posts) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    console.log(`CRM posts for ${LEADS} leads over two instances: ${posts.length} (${perKey.size} keys)`);
  });
  after(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (crm.listening) await new Promise((resolve) => crm.close(resolve));
    await database?.drop();
  });

  test('the outbox shows each lead delivered', { skip }, () => {
    assert(
      outbox.length === LEADS && outbox.every((row) => row.state === 'delivered'),
      'the outbox shows each delivered',
    );
  });
  test(`the CRM receives ${LEADS} posts for ${LEADS} leads, one Idempotency-Key each`, { skip }, () => {
    assert(posts.length === LEADS, `the CRM receives ${LEADS} posts for ${LEADS} leads, not ${posts.length}`);
    assert(perKey.size === LEADS, `one Idempotency-Key per lead (${perKey.size})`);
  });
  test('each delivery is posted once, with its own key, in one try', { skip }, () => {
    assert(
      outbox.every((row) => perKey.get(row.idempotency_key) === 1 && row.attempts === 1),
      'each delivery is posted once, with its own key, in one try',
    );
  });
});
