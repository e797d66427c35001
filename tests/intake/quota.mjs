// The storage quota under concurrency, on PostgreSQL with two `next start` instances: 12 uploads of 9 MiB sent
// at once over both, with a 50 MiB quota, may store at most 50 MiB; each is answered 201 (stored) or 507 with
// the form's message (nothing stored). Needs TEST_DATABASE_URL; skipped without it, as the other PostgreSQL
// tests are.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { freePort, leadBody, pdf, startServer, throwawayDatabase, withoutPostgres } from './server.mjs';

const MiB = 1024 * 1024;
const QUOTA_MIB = 50;
const UPLOADS = 12;

const skip = withoutPostgres;

describe('Intake on PostgreSQL: the storage quota under concurrent uploads to two instances', () => {
  let database;
  let instances = [];
  let answers;
  let submissions;
  let storedMiB;
  before(async () => {
    if (skip) return;
    database = await throwawayDatabase('intake_quota');
    const databaseUrl = database.url;
    const env = { DATABASE_URL: databaseUrl, INTAKE_STORAGE_QUOTA_MB: String(QUOTA_MIB) };
    instances = await Promise.all([
      startServer({ port: await freePort(), env }),
      startServer({ port: await freePort(), env }),
    ]);
    answers = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, index) => {
        const response = await fetch(`${instances[index % 2].url}/api/leads`, {
          method: 'POST',
          body: leadBody(index, pdf(`quota ${index}`, 9 * MiB)),
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    let bytes;
    ({ bytes, submissions } = (
      await db.query(
        'SELECT COALESCE(SUM(size), 0)::bigint AS bytes, COUNT(DISTINCT submission_id)::int AS submissions FROM files',
      )
    ).rows[0]);
    await db.end();
    storedMiB = Number(bytes) / MiB;
    const statuses = answers.map((answer) => answer.status);
    console.log(
      `${UPLOADS} uploads of 9 MiB at once over two instances, quota ${QUOTA_MIB} MiB: ${storedMiB.toFixed(1)} MiB stored; ` +
        `answers ${statuses.join(', ')}`,
    );
  });
  after(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  test(`at most the quota (${QUOTA_MIB} MiB) is stored`, { skip }, () => {
    assert(storedMiB <= QUOTA_MIB, `the quota holds: ${storedMiB.toFixed(1)} MiB stored of ${QUOTA_MIB}`);
  });
  test('every upload answered 201 is stored, and nothing else', { skip }, () => {
    const statuses = answers.map((answer) => answer.status);
    assert(
      statuses.filter((status) => status === 201).length === submissions,
      `every 201 is stored, and nothing else (${submissions} stored)`,
    );
  });
  test("every other upload is answered 507 with the lead form's message", { skip }, () => {
    assert(
      answers
        .filter((answer) => answer.status !== 201)
        .every(
          (answer) =>
            answer.status === 507 &&
            answer.body.errors?.attachments ===
              'We cannot take attached files right now. Send the form without them, or email them to hello@wolfpack-digital.com.',
        ),
      `every other answer is 507 with the lead's message: ${JSON.stringify(answers.filter((a) => a.status !== 201))}`,
    );
  });
});
