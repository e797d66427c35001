// Forwarding: a local CRM that answers each delivery first 503, then hangs past the time-out, then
// accepts it. Every submission arrives (accepted) exactly once, parsed by a real multipart parser, with
// the client's Idempotency-Key, the same keys and the same file bytes; killing and restarting the server
// in the middle loses no delivery, and a CRM that hangs never slows a visitor down.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import busboy from 'busboy';
import {
  applicationBody,
  freePort,
  HONEYPOT_KEY,
  leadBody,
  pdf,
  STARTED_AT_KEY,
  startServer,
  tempDb,
} from './server.mjs';

const SUBMISSIONS = 6;
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

// The CRM: per Idempotency-Key, try 1 gets 503, try 2 hangs, later tries are accepted (replays once
// accepted are answered 200, as an idempotent API would). Delivery is at least once: a server killed
// after the CRM accepted but before it recorded the delivery sends it again with the same key after the
// restart, which the key makes harmless; any other replay is a relay bug.
const tries = new Map();
const accepted = new Map();
const acceptedInRun = new Map();
let serverRun = 1;
let duplicates = 0;
let replaysAfterCrash = 0;
const hanging = new Set();
const crm = createServer((request, response) => {
  const key = request.headers['idempotency-key'];
  const parsed = { path: request.url, fields: [], files: [] };
  const parser = busboy({ headers: request.headers });
  parser.on('field', (name, value) => parsed.fields.push([name, value]));
  parser.on('file', (name, stream, info) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () =>
      parsed.files.push({ name, filename: info.filename, type: info.mimeType, sha256: sha(Buffer.concat(chunks)) }),
    );
  });
  parser.on('close', () => {
    const attempt = (tries.get(key) ?? 0) + 1;
    tries.set(key, attempt);
    if (attempt === 1) return response.writeHead(503).end('maintenance');
    if (attempt === 2) return hanging.add(response); // never answers: the relay must time out
    if (accepted.has(key)) {
      if (acceptedInRun.get(key) < serverRun) replaysAfterCrash += 1;
      else duplicates += 1;
      return response.writeHead(200).end('{}');
    }
    accepted.set(key, parsed);
    acceptedInRun.set(key, serverRun);
    response.writeHead(201).end('{}');
  });
  request.pipe(parser);
});
const temp = tempDb();
let server;
const sent = new Map();
const latencies = [];
let acceptedBeforeRestart;

describe('Intake forwarding test (503, time-out, restart)', () => {
  before(async () => {
    const crmPort = await freePort();
    await new Promise((resolve) => crm.listen(crmPort, '127.0.0.1', resolve));
    const port = await freePort();
    const env = {
      INTAKE_DB: temp.db,
      LEAD_FORWARD_URL: `http://127.0.0.1:${crmPort}/crm/leads`,
      APPLICATION_FORWARD_URL: `http://127.0.0.1:${crmPort}/crm/applications`,
      FORWARD_RETRY_BASE_MS: '300',
      FORWARD_TIMEOUT_MS: '2500',
      FORWARD_MAX_ATTEMPTS: '10',
    };
    server = await startServer({ port, env });

    for (let index = 0; index < SUBMISSIONS; index += 1) {
      const key = randomUUID();
      const bytes = pdf(`forward ${index}`, 30_000 + index);
      const application = index % 3 === 2;
      const body = application ? applicationBody(index, bytes) : leadBody(index, bytes);
      const expectedFields = [...body.entries()]
        .filter(([name, value]) => typeof value === 'string' && name !== HONEYPOT_KEY && name !== STARTED_AT_KEY)
        .map(([name, value]) => [name, value]);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/${application ? 'job-applications' : 'leads'}`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      });
      latencies.push(performance.now() - started);
      assert(response.status === 201, `submission ${index} answered ${response.status}`);
      sent.set(key, {
        application,
        sha256: sha(bytes),
        fields: expectedFields,
        filename: application ? `cv-${index}.pdf` : `brief-${index}.pdf`,
      });
    }

    // Restart in the middle: once every delivery was refused once and some are hanging, kill the server.
    const waitFor = async (condition, what, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!condition()) {
        assert(Date.now() < deadline, `timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await waitFor(() => tries.size === SUBMISSIONS && hanging.size > 0, 'first tries');
    await server.stop('SIGKILL');
    acceptedBeforeRestart = accepted.size;
    serverRun = 2;
    server = await startServer({ port, env });
    await waitFor(() => accepted.size === SUBMISSIONS, 'every delivery to be accepted');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for any duplicate to show up
    await server.stop();
  });
  after(async () => {
    await server?.stop();
    for (const response of hanging) response.destroy();
    if (crm.listening) crm.close();
    temp.remove();
  });

  test('every submission arrives at its CRM address with its key, its fields and its file, byte for byte', () => {
    for (const [key, expected] of sent) {
      const got = accepted.get(key);
      assert(got, `delivery ${key} never arrived`);
      assert(got.path === (expected.application ? '/crm/applications' : '/crm/leads'), `${key} went to ${got.path}`);
      assert(
        JSON.stringify(got.fields) === JSON.stringify(expected.fields),
        `${key}: fields differ: ${JSON.stringify(got.fields)}`,
      );
      assert(got.files.length === 1, `${key}: ${got.files.length} files`);
      const [file] = got.files;
      assert(file.sha256 === expected.sha256 && file.filename === expected.filename, `${key}: file differs`);
      assert(file.type === 'application/pdf', `${key}: file type ${file.type}`);
      assert(
        file.name === (expected.application ? 'application[cv]' : 'lead[leads_attachments][]'),
        `${key}: file key ${file.name}`,
      );
    }
  });

  test('no delivery is accepted twice, and a visitor never waits 1.5 s while the CRM fails', () => {
    const slowest = Math.round(Math.max(...latencies));
    const totalTries = [...tries.values()].reduce((sum, n) => sum + n, 0);
    const result = {
      submissions: SUBMISSIONS,
      accepted: accepted.size,
      duplicates,
      replaysAfterCrash,
      totalTries,
      acceptedBeforeRestart,
      slowestSubmitMs: slowest,
    };
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/intake-forward.json', JSON.stringify(result, null, 2));
    console.log(
      `Intake forwarding: ${SUBMISSIONS} submissions, each refused (503), then timed out, then accepted; ` +
        `server killed and restarted in the middle (${acceptedBeforeRestart} accepted before); ` +
        `${accepted.size} accepted exactly once with their keys and file bytes, ${duplicates} duplicate replays ` +
        `(${replaysAfterCrash} more replayed by the restarted server with the same key), ` +
        `${totalTries} tries in all; slowest visitor answer ${slowest} ms`,
    );
    assert(duplicates === 0, `${duplicates} deliveries were accepted twice`);
    assert(slowest < 1500, `a visitor waited ${slowest} ms while the CRM was failing`);
  });
});
