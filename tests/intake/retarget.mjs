// A CRM address fixed after the fact: `next start` forwards a lead to a CRM URL that has moved (it answers a
// redirect), so the delivery is dead-lettered and the log says it was a redirect, not "fetch failed". The operator
// sets LEAD_FORWARD_URL to the new address, restarts the server and runs `npm run intake -- retry <id>`: the lead
// reaches the new address once, with its Idempotency-Key, and nothing is posted to the old one again.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, outbox, pdf, startServer, tempDb } from './server.mjs';

const posts = [];
const crm = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    posts.push({ path: request.url, key: request.headers['idempotency-key'] });
    if (request.url === '/old/leads') response.writeHead(308, { location: '/crm/leads' }).end();
    else response.writeHead(201).end('{}');
  });
});
let crmPort;
const crmUrl = (path) => `http://127.0.0.1:${crmPort}${path}`;

const temp = tempDb();
let port;
let server;
let id;
const settings = { INTAKE_DB: temp.db, FORWARD_RETRY_BASE_MS: '200', FORWARD_MAX_ATTEMPTS: '2' };
/** Waits until `check` holds, for at most 15 s. */
async function until(check, what) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    assert(Date.now() < deadline, `within 15 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Intake CRM address fixed after the fact (a redirect logged, retry goes to the new one)', () => {
  before(async () => {
    crmPort = await freePort();
    await new Promise((resolve) => crm.listen(crmPort, '127.0.0.1', resolve));
    port = await freePort();
    server = await startServer({ port, env: { ...settings, LEAD_FORWARD_URL: crmUrl('/old/leads') } });
  });
  after(async () => {
    await server?.stop();
    crm.close();
    temp.remove();
  });

  test('a CRM redirect is dead-lettered, recorded and logged as a redirect, not followed', async () => {
    const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(1, pdf('moved crm')) });
    assert(response.status === 201, `the lead is stored (201), not ${response.status}`);
    ({ id } = await response.json());
    await until(
      async () => (await outbox(temp.db))[0]?.state === 'dead',
      'the delivery to the moved CRM is dead-lettered',
    );
    const [dead] = await outbox(temp.db);
    const redirect = `HTTP 308: a redirect to ${crmUrl('/crm/leads')}, not followed`;
    assert(dead.lastError === redirect, `its last error names the redirect: ${dead.lastError}`);
    // Logged just after the outbox records it, and piped from the server's standard error a moment later.
    await until(() => server.log().includes(`dead-lettered after 2 tries (${redirect})`), 'the log names the redirect');
    assert(
      posts.every((post) => post.path === '/old/leads'),
      'the redirect was not followed',
    );
    console.log(`✓ a CRM redirect is recorded and logged as one: ${redirect}`);
  });
  test('after LEAD_FORWARD_URL is fixed and the server restarted, intake retry delivers the lead to the new address once, with its key', async () => {
    await server.stop();
    server = await startServer({ port, env: { ...settings, LEAD_FORWARD_URL: crmUrl('/crm/leads') } });
    const retry = spawnSync('node', ['scripts/intake.mjs', 'retry', id], {
      encoding: 'utf8',
      env: { ...process.env, INTAKE_DB: temp.db },
    });
    assert(retry.status === 0, `intake retry exits 0:\n${retry.stdout}${retry.stderr}`);
    await until(() => posts.some((post) => post.path === '/crm/leads'), 'the lead reaches the new CRM address');
    await until(async () => (await outbox(temp.db))[0]?.state === 'delivered', 'the delivery is recorded as delivered');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // anything more would arrive now
    const tries = posts.map((post) => post.path);
    assert(
      JSON.stringify(tries) === JSON.stringify(['/old/leads', '/old/leads', '/crm/leads']),
      `two tries to the old address, then one to the new: ${tries.join(', ')}`,
    );
    assert(new Set(posts.map((post) => post.key)).size === 1, 'every try carries the same Idempotency-Key');
    const [delivered] = await outbox(temp.db);
    assert(delivered.url === crmUrl('/crm/leads'), `the outbox shows where it went: ${delivered.url}`);
    console.log(
      `✓ after LEAD_FORWARD_URL was fixed and the server restarted, intake retry delivered it to ${delivered.url}`,
    );
  });
});
