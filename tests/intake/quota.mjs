// The storage quota under concurrency, on PostgreSQL with two `next start` instances: 12 uploads of 9 MiB sent
// at once over both, with a 50 MiB quota, may store at most 50 MiB; each is answered 201 (stored) or 507 with
// the form's message (nothing stored). Needs TEST_DATABASE_URL; skipped without it, as the other PostgreSQL
// tests are.
import pg from 'pg';
import { assert, freePort, leadBody, pdf, startServer, throwawayDatabase } from './server.mjs';

const MiB = 1024 * 1024;
const QUOTA_MIB = 50;
const UPLOADS = 12;

const database = await throwawayDatabase('intake_quota');
const databaseUrl = database.url;

const env = { DATABASE_URL: databaseUrl, INTAKE_STORAGE_QUOTA_MB: String(QUOTA_MIB) };
const instances = await Promise.all([
  startServer({ port: await freePort(), env }),
  startServer({ port: await freePort(), env }),
]);

try {
  const answers = await Promise.all(
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
  const { bytes, submissions } = (
    await db.query(
      'SELECT COALESCE(SUM(size), 0)::bigint AS bytes, COUNT(DISTINCT submission_id)::int AS submissions FROM files',
    )
  ).rows[0];
  await db.end();
  const storedMiB = Number(bytes) / MiB;
  const statuses = answers.map((answer) => answer.status);
  console.log(
    `${UPLOADS} uploads of 9 MiB at once over two instances, quota ${QUOTA_MIB} MiB: ${storedMiB.toFixed(1)} MiB stored; ` +
      `answers ${statuses.join(', ')}`,
  );
  assert(storedMiB <= QUOTA_MIB, `the quota holds: ${storedMiB.toFixed(1)} MiB stored of ${QUOTA_MIB}`);
  assert(
    statuses.filter((status) => status === 201).length === submissions,
    `every 201 is stored, and nothing else (${submissions} stored)`,
  );
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
  console.log(`✓ the quota held under ${UPLOADS} concurrent uploads on two instances`);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.drop();
}
