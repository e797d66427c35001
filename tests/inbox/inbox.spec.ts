import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../e2e/axe';
import { pdf } from '../support/files';
import { applicationBody, applicationValues, leadBody, leadValues } from '../support/submissions';
import { linkIn, PEOPLE, signIn, sqliteDatabase, startWorld, type Person, type World } from './world';

/**
 * A lead's and an application's life in the back office, on SQLite behind one `next start`: sign-in by link, each
 * role's part, the listing, one submission's progress and notes, the downloads, two people at once, and an
 * erasure that leaves no trace.
 */

test.describe.configure({ mode: 'serial' });

let world: World;
const database = sqliteDatabase();
const ids: Record<string, string> = {};

async function post(path: string, body: FormData) {
  const response = await fetch(`${world.url}${path}`, { method: 'POST', body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async () => {
  world = await startWorld({ database });
  const file = (name: string, text: string) => new File([new Uint8Array(pdf(text))], name, { type: 'application/pdf' });
  ids.stefan = await post(
    '/api/leads',
    leadBody(
      leadValues({
        name: 'Ștefan Ștefănescu',
        email: 'stefan@example.ro',
        message: 'O aplicație de programări pentru 12 clinici din Cluj.',
        attachments: [file('brief.pdf', 'brief of Ștefan')],
      }),
      { utm_source: 'linkedin', utm_medium: 'cpc', utm_campaign: 'clinics-q4' },
    ),
  );
  ids.formula = await post(
    '/api/leads',
    leadBody(leadValues({ name: '=HYPERLINK("https://evil.example","Open")', email: 'formula@example.ro' })),
  );
  ids.applicant = await post(
    '/api/job-applications',
    applicationBody(applicationValues({ cv: [file('cv-radu.pdf', 'cv of Radu')] })),
  );
});

test.afterAll(async () => {
  await world?.stop();
});

/** Each person's session, signed in once (a person may ask for only three links in a quarter of an hour). */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

async function as(browser: Browser, person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: sessions.get(person.email) });
  const page = await context.newPage();
  if (sessions.has(person.email)) await page.goto(`${world.url}/inbox`);
  else {
    await signIn(page, world, person);
    sessions.set(person.email, await context.storageState());
  }
  return { context, page };
}

test('an invited person signs in with a link that works once; a mail scanner spends nothing', async ({ page }) => {
  const before = world.smtp.received.length;
  await page.goto(`${world.url}/inbox/leads`);
  await expect(page).toHaveURL(/\/inbox\/sign-in(\?next=[^&]+)?$/);
  await page.getByLabel('Work e-mail').fill(PEOPLE.sales.email);
  await page.getByRole('button', { name: /email me a sign-in link/i }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  const mail = await world.mailTo(PEOPLE.sales.email, before);
  expect(mail.subject).toBe('Your sign-in link to the Wolfpack Digital inbox');
  const link = linkIn(mail, world.url);
  // A scanner opens the link first: it gets the page with the button, and signs nobody in.
  const scanned = await fetch(link, { redirect: 'manual' });
  expect(scanned.status).toBe(200);
  expect(scanned.headers.get('set-cookie')).toBeNull();
  await page.goto(link);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/inbox\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Sam Sales');
  // The same link a second time, in another browser: spent.
  const other = await page.context().browser()!.newPage();
  await other.goto(link);
  await other.getByRole('button', { name: /^sign in$/i }).click();
  await expect(other.getByRole('main').getByRole('alert')).toHaveText(
    'This sign-in link has been used or has expired. Ask for a new one below.',
  );
  await other.close();
});

test('a link to a lead, opened signed out, leads there once signed in', async ({ page }) => {
  await page.goto(`${world.url}/inbox/leads/${ids.formula}`);
  await expect(page).toHaveURL(new RegExp(`/inbox/sign-in\\?next=%2Finbox%2Fleads%2F${ids.formula}$`));
  const before = world.smtp.received.length;
  await page.getByLabel('Work e-mail').fill(PEOPLE.admin.email);
  await page.getByRole('button', { name: /email me a sign-in link/i }).click();
  await page.goto(linkIn(await world.mailTo(PEOPLE.admin.email, before), world.url));
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(`${world.url}/inbox/leads/${ids.formula}`);
  sessions.set(PEOPLE.admin.email, await page.context().storageState());
});

test('an address nobody invited gets the same answer and no e-mail', async ({ page }) => {
  const before = world.smtp.received.length;
  await page.goto(`${world.url}/inbox/sign-in`);
  await page.getByLabel('Work e-mail').fill('stranger@example.com');
  await page.getByRole('button', { name: /email me a sign-in link/i }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Check your e-mail. If this address is invited to the inbox, a sign-in link is on its way: it works once, for 15 minutes.',
  );
  // The invited person's link went out within a second above: give this one as long, and more.
  await page.waitForTimeout(2000);
  expect(world.smtp.received.slice(before)).toEqual([]);
  // What was typed wrong comes back as typed, with what to fix.
  await page.getByLabel('Work e-mail').fill('ana@');
  await page.getByRole('button', { name: /email me a sign-in link/i }).click();
  await expect(page.getByLabel('Work e-mail')).toHaveValue('ana@');
  await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
  await expect(page.getByLabel('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('without a session every page sends to sign in, and every route and action answers 401', async () => {
  for (const path of ['/inbox', '/inbox/leads', `/inbox/leads/${ids.stefan}`, '/inbox/campaigns', '/inbox/people']) {
    const response = await fetch(`${world.url}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(303);
    const next = path === '/inbox' ? '' : `?next=${encodeURIComponent(path)}`;
    expect(response.headers.get('location'), path).toBe(`/inbox/sign-in${next}`);
  }
  for (const path of [
    '/inbox/leads/export',
    '/inbox/files/anything',
    '/inbox/privacy/export?email=stefan@example.ro',
  ]) {
    const response = await fetch(`${world.url}${path}`, { redirect: 'manual', headers: { accept: 'text/csv' } });
    expect([303, 401], path).toContain(response.status);
  }
  const action = await fetch(`${world.url}/inbox/leads/${ids.stefan}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'status=won',
  });
  expect(action.status).toBe(401);
});

test('each role sees its own work and is refused the rest (403)', async ({ browser }) => {
  const sales = await as(browser, PEOPLE.sales);
  const cv = await sales.page.request.get(`${world.url}/inbox/applications/${ids.applicant}`);
  expect(cv.status()).toBe(403);
  for (const path of ['/inbox/applications', '/inbox/privacy', '/inbox/people', '/inbox/audit']) {
    expect((await sales.page.request.get(`${world.url}${path}`)).status(), path).toBe(403);
  }
  await sales.context.close();

  const recruiting = await as(browser, PEOPLE.recruiting);
  await expect(recruiting.page).toHaveURL(/\/inbox\/applications$/);
  await expect(recruiting.page.getByRole('link', { name: 'Radu Ene' })).toBeVisible();
  expect((await recruiting.page.request.get(`${world.url}/inbox/leads/${ids.stefan}`)).status()).toBe(403);
  await recruiting.context.close();

  const marketing = await as(browser, PEOPLE.marketing);
  await expect(marketing.page).toHaveURL(/\/inbox\/campaigns$/);
  await expect(marketing.page.getByRole('cell', { name: 'clinics-q4' }).first()).toBeVisible();
  const report = await marketing.page.content();
  expect(report).not.toContain('stefan@example.ro');
  expect(report).not.toContain('Ștefănescu');
  expect((await marketing.page.request.get(`${world.url}/inbox/leads`)).status()).toBe(403);
  await marketing.context.close();
});

test('a post from another site is refused, even with the session cookie', async ({ browser }) => {
  const { context, page } = await as(browser, PEOPLE.admin);
  const response = await page.request.post(`${world.url}/inbox/leads/${ids.stefan}`, {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { id: ids.stefan!, status: 'lost', version: '0' },
  });
  expect(response.status()).toBe(403);
  await context.close();
});

test('sales finds a lead with or without diacritics, works it, and two people never overwrite each other', async ({
  browser,
}) => {
  const sam = await as(browser, PEOPLE.sales);
  const ana = await as(browser, PEOPLE.admin);
  await sam.page.getByRole('searchbox', { name: 'Search' }).fill('stefanescu clinici');
  await sam.page.getByRole('button', { name: /^show$/i }).click();
  await expect(sam.page.getByRole('status')).toHaveText('1 lead');
  await sam.page.getByRole('link', { name: 'Ștefan Ștefănescu' }).click();
  await expect(sam.page.getByRole('heading', { level: 1 })).toHaveText('Ștefan Ștefănescu');
  await expect(sam.page.getByText('O aplicație de programări pentru 12 clinici din Cluj.')).toBeVisible();

  // Both open it; Sam saves first, Ana's save (made on what she saw) is refused and shows Sam's.
  await ana.page.goto(`${world.url}/inbox/leads/${ids.stefan}`);
  await sam.page.getByLabel('Status').selectOption('contacted');
  await sam.page.getByLabel('Assigned to').selectOption({ label: 'Sam Sales' });
  await sam.page.getByRole('button', { name: /save progress/i }).click();
  await expect(sam.page.getByRole('status')).toHaveText('Progress saved.');
  await ana.page.getByLabel('Status').selectOption('lost');
  await ana.page.getByRole('button', { name: /save progress/i }).click();
  await expect(ana.page.getByRole('main').getByRole('alert')).toContainText(
    'sam.sales@wolfpack.test changed this while you had it open: it is now Contacted. Nothing of yours was saved',
  );
  await expect(ana.page.getByLabel('Status')).toHaveValue('contacted');

  // A note, kept with the lead.
  await sam.page.getByLabel('New note').fill('Called Ștefan: they want a demo on Tuesday.');
  await sam.page.getByRole('button', { name: /add note/i }).click();
  await expect(sam.page.getByRole('status')).toHaveText('Note added.');
  await expect(sam.page.getByRole('region', { name: 'Notes' })).toContainText('Called Ștefan: they want a demo');
  await sam.context.close();
  await ana.context.close();
});

test('downloads: a file as an attachment that runs nothing, and a CSV no spreadsheet evaluates', async ({
  browser,
}) => {
  const { context, page } = await as(browser, PEOPLE.sales);
  await page.goto(`${world.url}/inbox/leads/${ids.stefan}`);
  const href = await page.getByRole('link', { name: 'brief.pdf' }).getAttribute('href');
  const file = await page.request.get(`${world.url}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, no-store',
  });
  expect((await file.body()).toString()).toContain('brief of Ștefan');

  await page.goto(`${world.url}/inbox/leads`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download these as CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeff"id","received_at","status"')).toBe(true);
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
  expect(csv).toContain('"Ștefan Ștefănescu","stefan@example.ro"');
  await context.close();
});

test('every inbox page passes axe, and no request leaves for another host', async ({ browser }) => {
  const { context, page } = await as(browser, PEOPLE.admin);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(world.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  for (const path of [
    '/inbox/leads',
    `/inbox/leads/${ids.stefan}`,
    '/inbox/applications',
    `/inbox/applications/${ids.applicant}`,
    '/inbox/campaigns',
    '/inbox/privacy?email=stefan%40example.ro',
    '/inbox/people',
    '/inbox/audit',
  ]) {
    await page.goto(`${world.url}${path}`);
    await expectNoAxeViolations(page);
  }
  await page.context().clearCookies();
  await page.goto(`${world.url}/inbox/sign-in`);
  await expectNoAxeViolations(page);
  expect(elsewhere).toEqual([]);
  await context.close();
});

test('an erasure leaves no trace of the address in any table, a tombstone, and the audit log says who', async ({
  browser,
}) => {
  const { context, page } = await as(browser, PEOPLE.admin);
  await page.goto(`${world.url}/inbox/privacy`);
  await page.getByLabel('E-mail address').fill('stefan@example.ro');
  await page.getByRole('button', { name: /^find$/i }).click();
  await page.getByLabel(/I have checked that this request comes from the person/).check();
  await page.getByRole('button', { name: /erase for good/i }).click();
  await expect(page.getByRole('status')).toContainText('Erased 1 submission');
  const db = new Database((database as { INTAKE_DB: string }).INTAKE_DB, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name } of tables) {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all();
      const text = JSON.stringify(rows, (_key, value) => (Buffer.isBuffer(value) ? value.toString('latin1') : value));
      expect(text, name).not.toContain('stefan@example.ro');
      expect(text, name).not.toContain('Ștefănescu');
      expect(text, name).not.toContain('demo on Tuesday');
    }
    expect(db.prepare('SELECT reason FROM tombstones WHERE submission_id = ?').get(ids.stefan)).toEqual({
      reason: 'erasure',
    });
  } finally {
    db.close();
  }
  await page.goto(`${world.url}/inbox/audit`);
  await expect(page.getByRole('row', { name: /ana\.admin@wolfpack\.test erase/ })).toBeVisible();
  await context.close();
});

test('it works without JavaScript: sign-in, a listing and a change of progress are plain forms', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: sessions.get(PEOPLE.sales.email),
  });
  const page = await context.newPage();
  await page.goto(`${world.url}/inbox/leads?q=radu`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('0 leads');
  await page.getByRole('searchbox', { name: 'Search' }).fill('formula');
  await page.getByRole('button', { name: /^show$/i }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 lead');
  await page.goto(`${world.url}/inbox/leads/${ids.formula}`);
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: /save progress/i }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Progress saved.');
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
  await context.close();
});

test('by keyboard alone: from the skip link to a lead’s progress saved', async ({ browser }) => {
  const context = await browser.newContext({ storageState: sessions.get(PEOPLE.sales.email) });
  const page = await context.newPage();
  await page.goto(`${world.url}/inbox/leads/${ids.formula}`);
  // The skip link first, then the bar, then the page: Tab reaches the status, arrows change it, Enter saves.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  await page.keyboard.press('Enter');
  const status = page.getByLabel('Status');
  for (let tab = 0; tab < 30 && !(await status.evaluate((element) => element === document.activeElement)); tab += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(status).toBeFocused();
  await status.selectOption('qualified');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /save progress/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Progress saved.');
  await context.close();
});

// Last: it spends the budget of links of this machine's address.
test('a rotating X-Forwarded-For does not lift the limit on links', async ({ page }) => {
  const ask = async (forwardedFor: string) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': forwardedFor });
    // A fresh page each time, so the answer read is this request's.
    await page.goto(`${world.url}/inbox/sign-in`);
    await page.getByLabel('Work e-mail').fill('rotating@example.com');
    await page.getByRole('button', { name: /email me a sign-in link/i }).click();
    return page.getByRole('main').getByRole('status').or(page.getByRole('main').getByRole('alert'));
  };
  for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    await expect(await ask(address)).toContainText('Check your e-mail');
  }
  await expect(await ask('198.51.100.4')).toHaveText(
    'Too many sign-in links were asked for. Wait 15 minutes, then try again.',
  );
  await expect(page.getByLabel('Work e-mail')).toHaveValue('rotating@example.com');
});
