// Shared by the intake's server tests (node's test runner: `node --test tests/intake/FILE.mjs`, after
// `node scripts/build.mjs --test-ids`): a production server (`next start`) on a free port with its own SQLite file or
// PostgreSQL database, and the forms' own payload builders.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNextServer } from '../../scripts/next-server.mjs';
import '../../scripts/typescript.mjs';

export const { buildLeadFormData } = await import('../../lib/forms/lead.ts');
export const { buildApplicationFormData } = await import('../../lib/forms/application.ts');
export const { openSqliteStore } = await import('../../lib/intake/store/sqliteStore.ts');
export const { HONEYPOT_KEY, STARTED_AT_KEY } = await import('../../lib/validation/keys.ts');

export function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'intake-'));
  return { db: join(dir, 'intake.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export { freePort } from '../../scripts/next-server.mjs';

/** How many submissions the SQLite file `db` holds, spam included. */
export async function storedCount(db) {
  const store = openSqliteStore(db);
  try {
    return (await store.list()).length + (await store.list({ spam: true })).length;
  } finally {
    await store.close();
  }
}

/** Every delivery in the SQLite file `db`'s outbox, delivered and dead ones too. */
export async function outbox(db) {
  const store = openSqliteStore(db);
  try {
    return await store.deliveries({ all: true });
  } finally {
    await store.close();
  }
}

/** The e-mail settings of a server that mails leads to sales through the SMTP server at `smtpUrl`. */
export const mailSettings = (smtpUrl) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Wolfpack Digital <website@wolfpack-digital.com>',
  LEAD_NOTIFY_TO: 'sales@wolfpack-digital.com',
});

/**
 * The `skip` option of a test that needs PostgreSQL: without TEST_DATABASE_URL the runner counts it as skipped (its
 * set-up hooks return at once on it). `bash .ci/run` starts a throwaway server and sets it.
 */
export const withoutPostgres = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set';

/** A database of its own on the TEST_DATABASE_URL server, for one PostgreSQL test: its URL and `drop()`. */
export async function throwawayDatabase(name) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${database}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
    async drop() {
      await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** `next start` with its own intake settings (no per-address limit or site ceiling unless the test sets one). */
export const startServer = ({ port, env }) =>
  startNextServer({ port, env: { INTAKE_RATE_LIMIT: '0', INTAKE_SITE_SUBMISSIONS_PER_MINUTE: '0', ...env } });

/** A small but real PDF whose bytes differ per submission. */
export function pdf(label, size = 0) {
  const head = Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% ${label}\n`);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20), Buffer.from('%%EOF\n')]);
}

const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();

export function leadBody(index, bytes) {
  return buildLeadFormData(
    {
      name: `Load Tester ${index}`,
      email: `tester-${index}@example.ro`,
      phone: '',
      message: `Submission number ${index}: we need a booking app for 12 clinics.`,
      budget: '25k_50k',
      timeline: 'flexible',
      sources: ['search_engine', 'referral'],
      attachments: [new File([bytes], `brief-${index}.pdf`, { type: 'application/pdf' })],
      mailing: index % 2 === 0,
      leadType: 'general_enquiry',
      subscriberSource: 'contact_page',
    },
    { utm_source: 'load-test' },
    { startedAt: minuteAgo() },
  );
}

export function applicationBody(index, bytes) {
  return buildApplicationFormData(
    {
      name: `Applicant ${index}`,
      email: `applicant-${index}@example.ro`,
      phone: '',
      jobId: 'qa-automation-engineer',
      message: '',
      link: '',
      cv: [new File([bytes], `cv-${index}.pdf`, { type: 'application/pdf' })],
      mailing: false,
    },
    {},
    { startedAt: minuteAgo() },
  );
}
