import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { freePort, startNextServer, type NextServer } from '../../scripts/next-server.mjs';
import { TEST_CONTENT_NOW } from '../../scripts/build-env.mjs';
import { startSmtpServer, type Received } from '../support/smtpServer';

/**
 * What an inbox test runs against: `next start` (one, or two sharing PostgreSQL) with a database of its own, staff
 * invited with the CLI as an operator would, and the SMTP server the sign-in links arrive at.
 */

export type Person = { email: string; name: string; role: 'admin' | 'sales' | 'recruiting' | 'marketing' };

export const PEOPLE = {
  admin: { email: 'ana.admin@wolfpack.test', name: 'Ana Admin', role: 'admin' },
  sales: { email: 'sam.sales@wolfpack.test', name: 'Sam Sales', role: 'sales' },
  recruiting: { email: 'rita.recruiting@wolfpack.test', name: 'Rita Recruiting', role: 'recruiting' },
  marketing: { email: 'mara.marketing@wolfpack.test', name: 'Mara Marketing', role: 'marketing' },
} as const satisfies Record<string, Person>;

const run = promisify(execFile);

export type World = Awaited<ReturnType<typeof startWorld>>;

/** The database settings of one world: a SQLite file, or a PostgreSQL database URL. */
export type Database = { INTAKE_DB: string } | { DATABASE_URL: string };

export const sqliteDatabase = (): Database => ({
  INTAKE_DB: join(mkdtempSync(join(tmpdir(), 'inbox-e2e-')), 'intake.db'),
});

export async function startWorld({ database, servers = 1 }: { database: Database; servers?: number }) {
  const smtp = await startSmtpServer();
  const env = {
    ...database,
    CONTENT_NOW: TEST_CONTENT_NOW,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wolfpack Digital <website@wolfpack-digital.com>',
    LEAD_NOTIFY_TO: 'sales@wolfpack-digital.com',
    APPLICATION_NOTIFY_TO: 'jobs@wolfpack-digital.com',
    INTAKE_RATE_LIMIT: '0',
    INTAKE_SITE_SUBMISSIONS_PER_MINUTE: '0',
  };
  const cli = (...args: string[]) => run('node', ['scripts/intake.mjs', ...args], { env: { ...process.env, ...env } });
  for (const person of Object.values(PEOPLE)) {
    await cli('staff', 'invite', person.email, '--name', person.name, '--role', person.role, '--by', 'operator');
  }
  const started: NextServer[] = [];
  for (let index = 0; index < servers; index += 1) {
    started.push(await startNextServer({ port: await freePort(), env }));
  }
  return {
    smtp,
    servers: started,
    url: started[0]!.url,
    cli,
    /** The newest e-mail to `address` that arrives after `since` (a count of e-mails received before asking). */
    async mailTo(address: string, since: number): Promise<Received> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mail = smtp.received.slice(since).find((m) => m.envelope.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail reached ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      for (const server of started) await server.stop();
      await smtp.stop();
    },
  };
}

/** The sign-in link of an e-mail, pointed at `base` (the link names the site's public address). */
export function linkIn(mail: Received, base: string): string {
  const href = /https?:\/\/\S+\/inbox\/sign-in\/confirm\?token=\S+/.exec(mail.text ?? '')?.[0];
  expect(href, mail.text).toBeTruthy();
  const link = new URL(href!);
  return `${base}${link.pathname}${link.search}`;
}

/** Asks for a link as `person` on `page` (at `base`) and signs in with it; returns the link, spent. */
export async function signIn(page: Page, world: World, person: Person, base = world.url): Promise<string> {
  const before = world.smtp.received.length;
  await page.goto(`${base}/inbox/sign-in`);
  await page.getByLabel('Work e-mail').fill(person.email);
  await page.getByRole('button', { name: /email me a sign-in link/i }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail');
  const link = linkIn(await world.mailTo(person.email, before), base);
  await page.goto(link);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('navigation', { name: 'Inbox' })).toBeVisible();
  return link;
}

/**
 * A database of its own on the TEST_DATABASE_URL server, for the two-instance test: its URL and `drop()`; null
 * without TEST_DATABASE_URL (the test is then skipped, as `npm test` skips the other PostgreSQL tests).
 */
export async function throwawayPostgres(name: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `${name}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${database}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
    async drop() {
      await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}
