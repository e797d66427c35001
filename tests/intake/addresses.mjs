// Two visitors on two addresses against `next start`: each connection address has its own rate-limit budget.
// The server sees 127.0.0.1 and 127.0.0.2 as two addresses (Linux routes all of 127/8 to the loopback), so this
// fails if the front door (lib/security/frontDoor.ts) loses the connection's address, whether every post then
// shares one budget or none is counted by address at all (its start-up check, lib/security/frontDoorCheck.ts).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer, tempDb } from './server.mjs';

const LIMIT = 2;
const temp = tempDb();
let server;

/** A lead posted from `localAddress`, as the browser's form posts it: its status and its answer. */
async function postFrom(localAddress, index) {
  const encoded = new Request(server.url, { method: 'POST', body: leadBody(index, pdf(`address-${index}`)) });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/leads`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': encoded.headers.get('content-type'),
          'Content-Length': body.length,
          'Idempotency-Key': `address-${index}`,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('Intake from two addresses (127.0.0.1 and 127.0.0.2 get separate rate-limit budgets)', () => {
  before(async () => {
    server = await startServer({
      port: await freePort(),
      env: { INTAKE_DB: temp.db, INTAKE_RATE_LIMIT: String(LIMIT) },
    });
  });
  after(async () => {
    await server?.stop();
    temp.remove();
  });

  test('127.0.0.1 spends its budget of 2 and gets 429 saying why', async () => {
    const first = [];
    for (let index = 0; index <= LIMIT; index += 1) first.push(await postFrom('127.0.0.1', index));
    const statuses = first.map((answer) => answer.status).join();
    assert(statuses === '201,201,429', `127.0.0.1 has a budget of ${LIMIT} submissions: ${statuses}`);
    assert(
      first[LIMIT].body.error.startsWith('Too many submissions from your address. Please try again in'),
      `the 429 says why: ${JSON.stringify(first[LIMIT].body)}`,
    );
    console.log(`✓ 127.0.0.1: ${statuses} (its budget of ${LIMIT} spent)`);
  });
  test('127.0.0.2 has a budget of its own while 127.0.0.1 still gets 429', async () => {
    const second = await postFrom('127.0.0.2', LIMIT + 1);
    assert(second.status === 201, `127.0.0.2 has a budget of its own: it got ${second.status}, not 201`);
    const again = await postFrom('127.0.0.1', LIMIT + 2);
    assert(again.status === 429, `127.0.0.1 is still over its budget after 127.0.0.2 posted: ${again.status}`);
    console.log('✓ 127.0.0.2: 201 while 127.0.0.1 still gets 429: two addresses, two budgets');
  });
});
