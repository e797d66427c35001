import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { leadBody, leadValues } from '../support/submissions';
import { PEOPLE, signIn, startWorld, throwawayPostgres, type World } from './world';

/**
 * The inbox behind two `next start` sharing one PostgreSQL, as behind the load balancer: a session made on one
 * works on the other, two people saving on different servers never overwrite each other, and signing out or being
 * disabled on one ends the session on both. (A browser sends a cookie of 127.0.0.1 to both ports.)
 */

test.describe.configure({ mode: 'serial' });

let world: World;
let database: Awaited<ReturnType<typeof throwawayPostgres>>;
let lead: string;

test.beforeAll(async () => {
  database = await throwawayPostgres('inbox_cluster');
  test.skip(!database, 'TEST_DATABASE_URL is not set: the two-instance PostgreSQL test is skipped');
  world = await startWorld({ database: { DATABASE_URL: database!.url }, servers: 2 });
  const response = await fetch(`${world.servers[0]!.url}/api/leads`, {
    method: 'POST',
    body: leadBody(leadValues({ name: 'Ioana Mureșan', email: 'ioana@example.ro' })),
  });
  expect(response.status).toBe(201);
  lead = ((await response.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await world?.stop();
  await database?.drop();
});

const [A, B] = [0, 1];
const at = (server: number, path: string) => `${world.servers[server]!.url}${path}`;

async function signedIn(context: BrowserContext, person: (typeof PEOPLE)[keyof typeof PEOPLE], server: number) {
  const page = await context.newPage();
  await signIn(page, world, person, world.servers[server]!.url);
  return page;
}

test('a session made on one server works on the other, and signing out on one ends it on both', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await signedIn(context, PEOPLE.sales, A);
  await page.goto(at(B, '/inbox/leads'));
  await expect(page.getByRole('link', { name: 'Ioana Mureșan' })).toBeVisible();
  const session = await context.cookies();
  await page.goto(at(A, '/inbox/leads'));
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You have signed out.');
  await context.close();
  // The cookie, kept by someone who copied it before the sign-out, opens nothing on B: the session is gone.
  const copied = await browser.newContext();
  await copied.addCookies(session);
  const replay = await copied.newPage();
  await replay.goto(at(B, '/inbox/leads'));
  await expect(replay).toHaveURL(/\/inbox\/sign-in(\?next=[^&]+)?$/);
  await copied.close();
});

test('two people saving one lead on different servers: the second is told, nothing is overwritten', async ({
  browser,
}) => {
  const anaContext = await browser.newContext();
  const samContext = await browser.newContext();
  const ana: Page = await signedIn(anaContext, PEOPLE.admin, A);
  const sam: Page = await signedIn(samContext, PEOPLE.sales, B);
  await ana.goto(at(A, `/inbox/leads/${lead}`));
  await sam.goto(at(B, `/inbox/leads/${lead}`));
  await sam.getByLabel('Status').selectOption('qualified');
  await sam.getByRole('button', { name: /save progress/i }).click();
  await expect(sam.getByRole('main').getByRole('status')).toHaveText('Progress saved.');
  await ana.getByLabel('Status').selectOption('lost');
  await ana.getByRole('button', { name: /save progress/i }).click();
  await expect(ana.getByRole('main').getByRole('alert')).toContainText(
    'it is now Qualified. Nothing of yours was saved',
  );

  // Disabled by an admin on A, Sam's session on B ends at once.
  await ana.goto(at(A, '/inbox/people'));
  await ana.getByRole('button', { name: /disable sam sales/i }).click();
  await expect(ana.getByRole('main').getByRole('status')).toContainText('Disabled sam.sales@wolfpack.test');
  await sam.goto(at(B, '/inbox/leads'));
  await expect(sam).toHaveURL(/\/inbox\/sign-in(\?next=[^&]+)?$/);
  await anaContext.close();
  await samContext.close();
});
