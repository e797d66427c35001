// Load: 200 submissions from 20 concurrent clients against `next start` are all stored, none twice,
// none failed. Prints submissions per second and p50/p99 latency on this machine.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { applicationBody, freePort, leadBody, openSqliteStore, pdf, startServer, tempDb } from './server.mjs';

const TOTAL = 200;
const CLIENTS = 20;
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

describe('Intake load test (200 submissions, 20 clients)', () => {
  const temp = tempDb();
  let server;
  const sent = new Map();
  const failures = [];
  let stored;

  before(async () => {
    server = await startServer({ port: await freePort(), env: { INTAKE_DB: temp.db } });
    const latencies = [];
    let next = 0;

    async function client() {
      while (next < TOTAL) {
        const index = next++;
        const bytes = pdf(`load ${index}`, 20_000 + index * 97);
        const application = index % 4 === 3;
        const body = application ? applicationBody(index, bytes) : leadBody(index, bytes);
        const started = performance.now();
        try {
          const response = await fetch(`${server.url}/api/${application ? 'job-applications' : 'leads'}`, {
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': randomUUID() },
          });
          const answer = await response.json();
          latencies.push(performance.now() - started);
          if (response.status === 201) sent.set(answer.id, { index, application, sha256: sha(bytes) });
          else failures.push(`#${index}: ${response.status} ${JSON.stringify(answer)}`);
        } catch (error) {
          failures.push(`#${index}: ${error.message}`);
        }
      }
    }

    const began = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - began) / 1000;
    await server.stop();

    const store = openSqliteStore(temp.db, { mustExist: true });
    stored = await store.list();
    await store.close();

    latencies.sort((a, b) => a - b);
    const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
    const result = {
      submissions: TOTAL,
      clients: CLIENTS,
      perSecond: Number((TOTAL / seconds).toFixed(1)),
      p50Ms: Math.round(percentile(50)),
      p99Ms: Math.round(percentile(99)),
      acknowledged: sent.size,
      stored: stored.length,
    };
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/intake-load.json', JSON.stringify(result, null, 2));
    console.log(
      `Intake load: ${TOTAL} submissions from ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s: ` +
        `${result.perSecond}/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${sent.size} acknowledged, ${stored.length} stored`,
    );
  });

  after(async () => {
    await server?.stop();
    temp.remove();
  });

  test('no submission fails', () => {
    assert(failures.length === 0, `${failures.length} submissions failed:\n${failures.slice(0, 5).join('\n')}`);
  });
  test('every submission is stored once', () => {
    assert(stored.length === TOTAL, `${stored.length} stored, expected ${TOTAL}`);
    assert(new Set(stored.map((s) => s.fields.email)).size === TOTAL, 'a submission was stored twice');
  });
  test('each stored submission was acknowledged, with its kind and its file', () => {
    for (const submission of stored) {
      const expected = sent.get(submission.id);
      assert(expected, `stored ${submission.id} was never acknowledged`);
      assert(
        submission.kind === (expected.application ? 'application' : 'lead'),
        `${submission.id} has the wrong kind`,
      );
      assert(
        submission.files.length === 1 && submission.files[0].sha256 === expected.sha256,
        `${submission.id}: file differs`,
      );
    }
  });
});
