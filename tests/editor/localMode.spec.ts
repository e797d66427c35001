import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { randomFillSync } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { pictureMetadata } from '@/content/pictureMetadata';
import { blogPostFields, jobFields } from '@/content/schemas';

/**
 * The content editor in local mode, as an editor uses it: `next dev` in a temporary copy of the project (its
 * saves write entry files, so never this checkout's), /keystatic in Chromium, a post and a job created through
 * the editor's form, and the files it wrote read by the site's own loader in that copy: content/files.ts, the
 * collection's zod schema (pictures measured in the copy's public/) and, for a body, lib/markdoc's checks. The
 * preview is checked as an editor relies on it: the new post at its address at once and its edited excerpt on the
 * next load, without restarting dev; a broken job file leaves the editor and the other pages working, and its own
 * page names the file and the problem. No request may leave for another host; Keystatic's own request for a
 * Google font is refused by the page's policy before it is sent.
 */

const ROOT = process.cwd();
/** What `next dev` prints (its warnings about the project would drown the test's report). */
const DEV_LOG = path.join(ROOT, 'test-results/editor/next-dev.log');

type Site = { url: string; dir: string };

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The project's files as they are now (committed or not, without what git ignores), copied to a new folder. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keystatic-e2e-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile());
  for (let start = 0; start < files.length; start += 200) {
    const copied = spawnSync('cp', ['--parents', '-t', dir, ...files.slice(start, start + 200)], { cwd: ROOT });
    if (copied.status !== 0) throw new Error(`cp failed: ${copied.stderr}`);
  }
  // Hard links: quick, and a real folder (Turbopack refuses a node_modules that is a symbolic link).
  const linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), dir]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
  return dir;
}

/** `next dev` in `dir`, without the GitHub variables (so in local mode), once /keystatic answers. */
async function startDev(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const name of Object.keys(env))
    if (name.startsWith('KEYSTATIC_') || name === 'NODE_ENV') Reflect.deleteProperty(env, name);
  const server = spawn(path.join(dir, 'node_modules/.bin/next'), ['dev', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  mkdirSync(path.dirname(DEV_LOG), { recursive: true });
  const log = createWriteStream(DEV_LOG);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next dev exited with ${server.exitCode} (see ${DEV_LOG})`);
    try {
      // The first request compiles the editor: it may take a minute.
      if ((await fetch(`${url}/keystatic`, { signal: AbortSignal.timeout(120_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next dev did not serve /keystatic within 3 minutes (see ${DEV_LOG})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, server };
}

/** Problems the site's loader finds in entry files of the copy, one list per file. */
function loaderProblems(dir: string, collection: 'posts' | 'jobs' | 'projects' | 'team', file: string): string[] {
  const checked = spawnSync('node', ['tests/editor/check-entry.mjs', collection, file], { cwd: dir, encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`check-entry.mjs failed: ${checked.stderr}`);
  return (JSON.parse(checked.stdout.trim().split('\n').at(-1)!) as { problems: string[] }).problems;
}

const test = base.extend<{ offSite: string[] }, { site: Site }>({
  site: [
    async ({}, provide) => {
      const dir = copyProject();
      let server: ChildProcess | undefined;
      try {
        const started = await startDev(dir);
        server = started.server;
        await provide({ url: started.url, dir });
      } finally {
        if (server?.pid && server.exitCode === null) {
          const exited = new Promise((resolve) => server!.once('exit', resolve));
          process.kill(-server.pid, 'SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  /** Requests for another host that reached the network: each is stopped here and listed. */
  offSite: async ({ context }, provide) => {
    const offSite: string[] = [];
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => {
        offSite.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await provide(offSite);
    expect(offSite, 'requests for another host').toEqual([]);
  },
});

/** Requests for another host that failed in the page, with why: the policy refuses them before they are sent. */
function failedOffSite(page: Page): { url: string; error: string }[] {
  const failed: { url: string; error: string }[] = [];
  page.on('requestfailed', (request) => {
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request.url()))
      failed.push({ url: request.url(), error: request.failure()?.errorText ?? '' });
  });
  return failed;
}

const field = (name: string, scope: Page | Locator) => scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Adds items to a list field: each through the list's dialog, its fields by label. */
async function addItems(page: Page, list: string, items: Record<string, string>[]) {
  for (const item of items) {
    await page
      .getByRole('group', { name: new RegExp(`^${list}`) })
      .getByRole('button', { name: 'Add' })
      .click();
    const dialog = page.getByRole('dialog');
    for (const [name, value] of Object.entries(item)) await field(name, dialog).fill(value);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** Picks one option of a picker field (Keystatic's list button) by the words it shows. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The editor's saves from this page (each a request to its update route), as they are sent. */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/keystatic/update')) saves.push(request.url());
  });
  return saves;
}

/** Clicks `button` (Create or Save) and waits for the editor to have written the entry. */
async function save(page: Page, button: 'Create' | 'Save') {
  const saved = page.waitForResponse((response) => response.url().includes('/api/keystatic/update'));
  await page.getByRole('button', { name: button }).click();
  expect((await saved).status()).toBe(200);
}

/** Clicks Create and waits for the saved entry's page. */
async function create(page: Page) {
  await save(page, 'Create');
  await page.waitForURL(/\/item\//);
}

/** Fills a new post's fields other than its body, as an editor does, under `title`. */
async function fillPost(page: Page, title: string, excerpt: string, seoDescription: string) {
  await field('Title', page).fill(title);
  await field('Excerpt', page).fill(excerpt);
  await field('SEO title', page).fill(title);
  await field('SEO description', page).fill(seoDescription);
  // The author by name (the file names her by her slug), and a tag the site has.
  await pick(page, 'Author', 'Ioana Pop');
  await page.getByLabel(/^Published on/).fill('2026-12-01');
  await page.getByRole('checkbox', { name: 'Security', exact: true }).check();
}

/** Opens a page of the site under `next dev`, expecting `status`. */
async function open(page: Page, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
}

test.describe('the content editor in local mode (next dev)', () => {
  test('serves /keystatic with its own policy: nothing from another host, fonts from the site', async ({
    page,
    site,
    offSite,
  }) => {
    const failed = failedOffSite(page);
    const response = await page.goto(`${site.url}/keystatic`);
    expect(response?.status()).toBe(200);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("font-src 'self';");
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).not.toMatch(/googleapis|gstatic|github/);
    await expect(page.getByRole('link', { name: 'Blog posts' }).first()).toBeVisible();
    // The editor's text is set in the self-hosted Inter, loaded from the site.
    const link = page.getByRole('link', { name: 'Blog posts' }).first();
    expect(await link.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable"/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    // Keystatic asks for its font from Google: the policy refuses that before it is sent, and nothing else leaves.
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    for (const { url, error } of failed) {
      expect(url).toMatch(/^https:\/\/fonts\.googleapis\.com\//);
      expect(error).toMatch(/csp/i);
    }
    expect(offSite).toEqual([]);
  });

  test('creates a post whose file the site loads (author, tag, SEO, date, a body with a link, code and a table), previewed at once, new and edited', async ({
    page,
    site,
    offSite,
  }, testInfo) => {
    // A post read first, as an editor does: `next dev` then holds the list of posts it has seen.
    await open(page, `${site.url}/blogposts/how-much-does-an-mvp-cost-in-2026`);
    await page.goto(`${site.url}/keystatic/collection/posts/create`);
    await fillPost(
      page,
      'Passkeys in the content editor',
      'A post written in the content editor by its end-to-end test.',
      'A post the end-to-end test writes in the content editor, with a link, a code block and a table in its body.',
    );
    await expect(field('Slug', page)).toHaveValue('passkeys-in-the-content-editor');
    // Beside the site's tag fillPost ticked, a new one typed and added on purpose.
    await field('A new tag', page).fill('Passkeys');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByRole('list', { name: 'New tags' })).toHaveText(/Passkeys/);

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    // A link and a code block from the Markdown the editor turns into them as it is typed, a heading from the
    // toolbar's block type.
    await page.keyboard.type('Passkeys replace passwords with a key the phone keeps. Read ');
    await page.keyboard.type('[our testing notes](/services/qa-and-app-testing)');
    // Keystatic matches its Markdown shortcuts in a timer after each key, against the text before the cursor:
    // a key typed before that timer runs (a busy machine, never a person) would leave the link as plain text.
    await expect(body.locator('a[href="/services/qa-and-app-testing"]')).toHaveText('our testing notes');
    await page.keyboard.type(' before you start.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Paragraph' }).click();
    await page.getByRole('option', { name: 'Heading 2' }).click();
    await body.locator('h2').click();
    await page.keyboard.type('Registering a passkey');
    await expect(body.locator('h2')).toHaveText('Registering a passkey');
    await page.keyboard.press('Enter');
    await page.keyboard.type('```typescript');
    await page.keyboard.press('Enter');
    await page.keyboard.type('const credential = await navigator.credentials.create({ publicKey });');
    await expect(body.locator('pre[data-language="typescript"]')).toContainText('navigator.credentials');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('How the two sign-ins compare:');
    // A table from the toolbar, filled cell by cell.
    await page.getByRole('button', { name: 'Table' }).click();
    const cells = [
      'Sign-in',
      'Phishing',
      'Recovery',
      'Password',
      'Possible',
      'E-mail link',
      'Passkey',
      'No',
      'Another device',
    ];
    for (const [index, text] of cells.entries()) {
      await body.locator('th, td').nth(index).locator('p').click();
      await page.keyboard.type(text);
    }
    await create(page);

    const file = 'content/blog/entries/passkeys-in-the-content-editor.mdoc';
    const written = readFileSync(path.join(site.dir, file), 'utf8');
    expect(loaderProblems(site.dir, 'posts', file)).toEqual([]);
    expect(written).toContain('author: ioana-pop\n');
    expect(written).toMatch(/tags:\n {2}- Security\n {2}- Passkeys\n/);
    expect(written).toContain('publishedAt: 2026-12-01\n');
    // A new entry starts as a draft: nothing is published before its author unticks it.
    expect(written).toContain('draft: true\n');
    expect(written).toContain('[our testing notes](/services/qa-and-app-testing)');
    expect(written).toContain('\n## Registering a passkey\n');
    expect(written).toContain('```typescript\nconst credential');
    expect(written).toContain('{% table %}');
    // Every field of the file is one the schema reads; the slug is the file's name, not a field.
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(written)?.[1] ?? '';
    const keys = [...frontMatter.matchAll(/^(\w+):/gm)].map((match) => match[1]!);
    expect(keys.filter((key) => !(key in blogPostFields.shape))).toEqual([]);
    expect(keys).not.toContain('slug');
    // Kept with the test's results: docs/publishing/example-post.mdoc is a copy of one.
    mkdirSync(testInfo.outputDir, { recursive: true });
    writeFileSync(path.join(testInfo.outputDir, 'example-post.mdoc'), written);

    // The preview: the new post at its address at once, then its excerpt edited in the editor, on the next load.
    const editor = page.url();
    const address = `${site.url}/blogposts/passkeys-in-the-content-editor`;
    await open(page, address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passkeys in the content editor');
    await expect(page.getByText('A post written in the content editor by its end-to-end test.')).toBeVisible();
    await page.goto(editor);
    await field('Excerpt', page).fill('Its excerpt, edited in the editor and previewed without a restart.');
    await save(page, 'Save');
    await open(page, address);
    await expect(page.getByText('Its excerpt, edited in the editor and previewed without a restart.')).toBeVisible();
    await open(page, `${site.url}/blogposts`);
    await expect(page.getByText('Its excerpt, edited in the editor and previewed without a restart.')).toBeVisible();
    expect(offSite).toEqual([]);
  });

  test('the body loses nothing typed: a heading and a callout typed straight after they are chosen, the sentence after a Figure’s dialog, a table filled by Tab', async ({
    page,
    site,
    offSite,
  }) => {
    await page.goto(`${site.url}/keystatic/collection/posts/create`);
    await fillPost(
      page,
      'Typed without the mouse',
      'A post the editor’s keyboard test writes without clicking back into its body.',
      'A post the end-to-end test types in the body editor: a heading, a callout, a figure and a table, each straight after it is chosen.',
    );
    const [title, slug] = [field('Title', page), field('Slug', page)];
    await expect(slug).toHaveValue('typed-without-the-mouse');

    // Every key below is typed where the editor left the focus: nothing clicks back into the body.
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Every word of this post was typed after a menu, a dialog or a Tab.');
    await page.keyboard.press('Enter');
    // The text block picker: the heading is typed straight after Heading 2 is chosen.
    await page.getByRole('button', { name: 'Paragraph' }).click();
    await page.getByRole('option', { name: 'Heading 2' }).click();
    await page.keyboard.type('Straight after the menu');
    await expect(body.locator('h2')).toHaveText('Straight after the menu');
    await page.keyboard.press('Enter');
    // The insert menu (the toolbar's "+", which has no name of its own): a Callout, typed into at once, then left
    // by Enter on its empty last line.
    await page.locator('button[aria-haspopup="true"]:not([aria-label])').filter({ visible: true }).click();
    await page.getByRole('menuitem', { name: /^Callout/ }).click();
    await page.keyboard.type('Typed into the callout as soon as it was inserted.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // A Figure: its picture and alt text in its dialog, which Enter closes; the next sentence goes on in the body.
    await page.locator('button[aria-haspopup="true"]:not([aria-label])').filter({ visible: true }).click();
    await page.getByRole('menuitem', { name: /^Figure/ }).click();
    await body.getByRole('button', { name: 'Edit' }).last().click();
    const dialog = page.getByRole('dialog');
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f7a5a' } })
      .jpeg()
      .toBuffer();
    await chooseFile(page, dialog.getByRole('group', { name: /^Picture/ }), 'phone-screen.jpg', picture);
    await expect(dialog.locator('img')).toBeVisible({ timeout: 60_000 });
    await field('Alt text', dialog).click();
    await page.keyboard.type('A phone asking for a passkey');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.type('The sentence after the picture.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('How the two sign-ins compare:');
    // A table from the toolbar, filled by Tab from its first cell; Tab in its last cell adds a row.
    await page.getByRole('button', { name: 'Table' }).click();
    const cells = ['Sign-in', 'Phishing', 'Recovery', 'Password', 'Possible', 'E-mail link', 'Passkey', 'No'];
    for (const text of cells) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    const added = ['Another device', 'Security key', 'No', 'Another key'];
    for (const [index, text] of added.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await expect(body.locator('tr')).toHaveCount(4);
    await expect(body.locator('th, td')).toHaveText([...cells, ...added]);
    // No key went to the entry's other fields.
    await expect(title).toHaveValue('Typed without the mouse');
    await expect(slug).toHaveValue('typed-without-the-mouse');
    await create(page);

    const file = 'content/blog/entries/typed-without-the-mouse.mdoc';
    expect(loaderProblems(site.dir, 'posts', file)).toEqual([]);
    const written = readFileSync(path.join(site.dir, file), 'utf8');
    expect(written).toMatch(/^---\ntitle: Typed without the mouse\n/);
    expect(written).toContain(
      '\n## Straight after the menu\n\n{% callout type="note" %}\nTyped into the callout as soon as it was inserted.\n{% /callout %}\n',
    );
    expect(written).toContain(
      '\n{% figure\n   src="/images/blog/typed-without-the-mouse/phone-screen.jpg"\n   alt="A phone asking for a passkey"\n' +
        '   decorative=false /%}\n\nThe sentence after the picture.\n\nHow the two sign-ins compare:\n\n{% table %}\n' +
        '- Sign-in\n- Phishing\n- Recovery\n---\n- Password\n- Possible\n- E-mail link\n---\n' +
        '- Passkey\n- No\n- Another device\n---\n- Security key\n- No\n- Another key\n{% /table %}\n',
    );
    expect(offSite).toEqual([]);
  });

  test('saves a post marked draft with only its title; unmarked, refuses it until its fields are filled', async ({
    page,
    site,
    offSite,
  }) => {
    const saves = recordSaves(page);
    // Keystatic saves nothing before it has read the repository's files (a click on Create before that is lost),
    // and `next dev` may first compile the route that lists them: a post typed that fast waits for it.
    const tree = page.waitForResponse((response) => response.url().includes('/api/keystatic/tree'));
    await page.goto(`${site.url}/keystatic/collection/posts/create`);
    await field('Title', page).fill('A post begun on the train');
    const draft = page.getByRole('checkbox', { name: /^Draft/ });
    await expect(draft).toBeChecked();
    expect((await tree).status()).toBe(200);
    await create(page);
    const file = 'content/blog/entries/a-post-begun-on-the-train.mdoc';
    const written = readFileSync(path.join(site.dir, file), 'utf8');
    expect(written).toMatch(/^---\ntitle: A post begun on the train\ndraft: true\n/);
    expect(written).not.toMatch(/^(excerpt|author|publishedAt):/m);
    // The build's first step passes with it: production leaves a draft out unchecked.
    const checked = spawnSync('node', ['scripts/check-content.mjs'], { cwd: site.dir, encoding: 'utf8' });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);

    // Marked published, it needs what the build needs, in the build's words; nothing is saved.
    await draft.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Excerpt must not be empty')).toBeVisible();
    await expect(page.getByText('Author is required')).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(readFileSync(path.join(site.dir, file), 'utf8')).toBe(written);
    expect(offSite).toEqual([]);
  });

  test('refuses a job whose salary runs from the higher figure or whose SEO description is under the schema’s 70 characters, then creates one the site loads', async ({
    page,
    site,
    offSite,
  }) => {
    const saves = recordSaves(page);
    await page.goto(`${site.url}/keystatic/collection/jobs/create`);
    await field('Job title', page).fill('Editor Test Engineer');
    await field('SEO title', page).fill('Editor Test Engineer in Cluj Napoca');
    await field('SEO description', page).fill('A job the editor should refuse.');
    await field('Summary', page).fill('A job the end-to-end test creates in the content editor.');
    await page.getByRole('button', { name: /Department/ }).click();
    await page.getByRole('option', { name: 'Quality Assurance' }).click();
    await addItems(page, 'About the role', [{ Paragraph: 'You test the content editor every day.' }]);
    await addItems(
      page,
      'Responsibilities',
      ['Write tests', 'Read the files it saves', 'Report what breaks'].map((text) => ({ Responsibility: text })),
    );
    await addItems(
      page,
      'Requirements',
      ['Patience', 'Curiosity', 'A keyboard'].map((text) => ({ Requirement: text })),
    );
    await addItems(page, 'Nice to have', [{ 'Nice to have': 'A sense of humour' }]);
    await page.getByRole('checkbox', { name: /standard benefits/ }).check();
    await addItems(page, 'Hiring steps', [
      { Step: 'Application review', 'What happens': 'We read every application.' },
      { Step: 'Offer', 'What happens': 'We call you within a week.' },
    ]);
    await page.getByRole('checkbox', { name: 'Flutter' }).check();
    // The seniority a new job starts with.
    await expect(page.getByRole('button', { name: /Seniority/ })).toContainText('Mid');
    // A salary the wrong way round is named as it is typed, with the build's words (content/salary.ts).
    const salary = page.getByRole('group', { name: /^Salary/ });
    await field('From', salary).fill('9000');
    await field('To', salary).fill('3000');
    // Keystatic's number box takes its figure when it loses focus, as when the editor moves on.
    await field('To', salary).blur();
    const range = salary.getByRole('alert');
    await expect(range).toHaveText(
      'From (9000) is more than To (3000): the range goes from the lower figure to the higher, so swap them',
    );
    await page.getByLabel(/^Posted on/).fill('2026-12-01');
    // The browser's date box shows its own format (12/01/2026 here); the day is also written out in words.
    await expect(page.getByText('Tuesday 1 December 2026', { exact: true })).toBeVisible();
    await page.getByLabel(/^Open until/).fill('2027-01-31');

    // The schema's limit (seo.description: at least 70 characters), as the editor states it; nothing is saved.
    const limit = jobFields.shape.seo.shape.description.minLength;
    expect(limit).toBe(70);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`SEO description must be at least ${limit} characters long`)).toBeVisible();
    await expect(range).toBeVisible();
    expect(saves).toEqual([]);
    expect(existsSync(path.join(site.dir, 'content/jobs/entries/editor-test-engineer.yaml'))).toBe(false);

    await field('SEO description', page).fill(
      'A job the end-to-end test creates in the content editor, checked by the loader the site builds with.',
    );
    await field('From', salary).fill('3000');
    await field('To', salary).fill('4500');
    await field('To', salary).blur();
    await expect(range).toHaveCount(0);
    await create(page);
    const file = 'content/jobs/entries/editor-test-engineer.yaml';
    expect(loaderProblems(site.dir, 'jobs', file)).toEqual([]);
    const written = readFileSync(path.join(site.dir, file), 'utf8');
    expect(written).toContain('department: Quality Assurance\n');
    expect(written).toContain('teamBenefits: true\n');
    expect(written).toMatch(/technologies:\n {2}- flutter\n/);
    expect(written).toMatch(/salary:\n {2}currency: EUR\n {2}min: 3000\n {2}max: 4500\n {2}unit: MONTH\n/);
    expect(offSite).toEqual([]);
  });

  test('a job file broken while dev runs leaves the editor and the other pages working, and its page says why', async ({
    page,
    site,
  }) => {
    // A tab in its YAML, as a hand edit or a bad merge leaves it.
    const job = readFileSync(path.join(site.dir, 'content/jobs/entries/product-designer.yaml'), 'utf8');
    const file = 'content/jobs/entries/tabbed-designer.yaml';
    writeFileSync(path.join(site.dir, file), job.replace('\n  title: Product Designer', '\n\ttitle: Product Designer'));
    try {
      await open(page, `${site.url}/keystatic/collection/jobs`);
      // The list loads from the editor's API, which `next dev` may compile first: up to a minute on two busy cores.
      await expect(page.getByText('Product Designer', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
      for (const other of ['/jobs', '/jobs/product-designer', '/blogposts']) await open(page, `${site.url}${other}`);
      await open(page, `${site.url}/jobs/tabbed-designer`, 500);
      await expect(page.getByRole('heading', { level: 1, name: 'This page cannot be shown' })).toBeVisible();
      await expect(
        page.getByText(`${file} (line 3): not valid YAML: Tabs are not allowed as indentation`, { exact: true }),
      ).toBeVisible();
    } finally {
      // The copy of the site is shared by the tests after this one, which check the whole content.
      rmSync(path.join(site.dir, file), { force: true });
    }
  });
});

test.describe('a team member’s portrait in the content editor (next dev)', () => {
  test('a phone photo uploaded for a member is saved prepared and shows on /team, their author page and their byline', async ({
    page,
    site,
    offSite,
  }) => {
    await page.goto(`${site.url}/keystatic/collection/team/item/ioana-pop`);
    const portrait = page.getByRole('group', { name: /^Portrait/ });
    await chooseFile(page, portrait, 'PXL_20261129_ioana.jpg', await phonePhoto());
    await expect(
      page.getByRole('status').filter({
        hasText:
          'PXL_20261129_ioana.jpg will be saved resized from 5712×4284 to 2560×1920 pixels, without its camera and location data (EXIF)',
      }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(portrait.locator('img')).toBeVisible({ timeout: 60_000 });
    await field('Alt text', page).fill('Ioana Pop at her desk');
    await save(page, 'Save');

    const file = 'content/team/entries/ioana-pop.yaml';
    expect(loaderProblems(site.dir, 'team', file)).toEqual([]);
    const entry = parseYaml(readFileSync(path.join(site.dir, file), 'utf8')) as {
      writes: boolean;
      portrait: { src: string; alt: string };
    };
    expect(entry.writes).toBe(true);
    expect(entry.portrait).toMatchObject({ alt: 'Ioana Pop at her desk' });
    expect(entry.portrait.src).toMatch(/^\/images\/team\/ioana-pop\/.+\.jpg$/);
    expect(pictureMetadata(readFileSync(path.join(site.dir, 'public', entry.portrait.src)))).toEqual({
      blocks: [],
      location: false,
    });

    // The one record: the same photo in the one round crop wherever she appears, her initials nowhere.
    const photo = page.getByRole('img', { name: 'Ioana Pop at her desk' });
    for (const [address, count] of [
      ['/team', 1],
      ['/authors', 1],
      ['/authors/ioana-pop', 1],
      // The byline under the title and the author box under the text.
      ['/blogposts/kotlin-multiplatform-vs-flutter-in-2026', 2],
    ] as const) {
      await page.goto(`${site.url}${address}`);
      await expect(photo, address).toHaveCount(count, { timeout: 60_000 });
      for (const each of await photo.all()) {
        await expect(each).toBeVisible();
        expect(await each.getAttribute('src')).toContain(encodeURIComponent(entry.portrait.src));
        const box = (await each.boundingBox())!;
        expect(box.width, address).toBe(box.height);
      }
      await expect(page.locator('[data-portrait="monogram"]').getByText('IP', { exact: true })).toHaveCount(0);
    }
    expect(offSite).toEqual([]);
  });
});

/** A photo as a 24-megapixel phone writes it, all detail (about 20 MB), with its maker and its GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [5712, 4284];
  return sharp(randomFillSync(Buffer.alloc(width * height * 3)), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 9 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '46/1 46/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '23/1 35/1 24/1',
      },
    })
    .toBuffer();
}

/** Chooses a file in a picture field: Keystatic's "Choose file" opens the browser's file chooser. */
async function chooseFile(page: Page, field: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose file' }).click();
  const mimeType = name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test.describe('pictures in the content editor (next dev)', () => {
  test('saves a 20 MB phone photo as a cover and two screens in one go, resized and without EXIF, and an uploaded client logo; refuses what the build refuses', async ({
    page,
    site,
    offSite,
  }) => {
    const MB = 1024 * 1024;
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(18 * MB);
    expect(pictureMetadata(photo)).toEqual({ blocks: ['EXIF'], location: true });
    const saves = recordSaves(page);
    await page.goto(`${site.url}/keystatic/collection/projects/item/ledgerly-budgeting`);
    const prepared = (name: string) =>
      page.getByRole('status').filter({
        hasText: `${name} will be saved resized from 5712×4284 to 2560×1920 pixels, without its camera and location data (EXIF)`,
      });

    // The cover: a file over the limit is refused where it was chosen, the phone's photo prepared.
    const cover = page.getByRole('group', { name: /^Picture/ });
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(26 * MB)]);
    await chooseFile(page, cover, 'IMG_huge.jpg', huge);
    await expect(
      page.getByRole('alert').filter({ hasText: 'IMG_huge.jpg is 26 MB, over the 25 MB the editor takes' }),
    ).toBeVisible();
    await chooseFile(page, cover, 'PXL_20261129_cover.jpg', photo);
    await expect(prepared('PXL_20261129_cover.jpg')).toBeVisible({ timeout: 60_000 });

    // Two more photos as screens, then two clean screenshots of 3.5 MB that are saved as they are; each through the
    // list's dialog.
    const screenshot = await sharp(randomFillSync(Buffer.alloc(1100 * 1100 * 3)), {
      raw: { width: 1100, height: 1100, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(screenshot.length).toBeGreaterThan(3.4 * MB);
    const screens = [
      ['PXL_20261129_budget.jpg', photo],
      ['PXL_20261129_split.jpg', photo],
      ['screen-goals.png', screenshot],
      ['screen-export.png', screenshot],
    ] as const;
    for (const [name, buffer] of screens) {
      await page
        .getByRole('group', { name: /^Screens/ })
        .getByRole('button', { name: 'Add' })
        .click();
      const dialog = page.getByRole('dialog');
      const screen = dialog.getByRole('group', { name: /^Screen/ });
      await chooseFile(page, screen, name, buffer);
      if (buffer === photo) await expect(prepared(name)).toBeVisible({ timeout: 60_000 });
      // Keystatic's preview of the field's value: the picture is ready.
      await expect(screen.locator('img')).toBeVisible({ timeout: 60_000 });
      await field('Alt text', dialog).fill(`The ${name.replace(/^\w+?_\d+_|^screen-|\.\w+$/g, '')} screen of Ledgerly`);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toHaveCount(0);
    }

    // The client's logo: an SVG with a script is refused with the build's words, a plain one taken.
    const logo = page.getByRole('group', { name: /^Client logo/ });
    const svg = (inside: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 72" width="240" height="72">${inside}</svg>`,
      );
    await chooseFile(page, logo, 'ledgerly-evil.svg', svg('<script>alert(document.cookie)</script>'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(/ledgerly-evil\.svg is an SVG with a script \(<script\), which the site does not serve/).first(),
    ).toBeVisible();
    expect(saves).toEqual([]);
    await chooseFile(page, logo, 'ledgerly-new.svg', svg('<circle cx="36" cy="36" r="30" fill="#1f7a5a"/>'));

    const saved = page.waitForResponse((response) => response.url().includes('/api/keystatic/update'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    // Three prepared photos and two screenshots in one request: past the 10 MB at which the save arrived cut ("Bad
    // data").
    expect(saves).toHaveLength(1);
    expect(response.request().postDataBuffer()?.length).toBeGreaterThan(10 * MB);

    const file = 'content/projects/entries/ledgerly-budgeting.yaml';
    expect(loaderProblems(site.dir, 'projects', file)).toEqual([]);
    const entry = parseYaml(readFileSync(path.join(site.dir, file), 'utf8')) as {
      image: { src: string };
      screens: { picture: { src: string; alt: string } }[];
      logo: { src: string; alt: string };
    };
    expect(entry.logo).toEqual({ src: '/images/projects/ledgerly-budgeting/logo.svg', alt: 'Ledgerly' });
    const added = entry.screens.slice(-4).map((screen) => screen.picture.src);
    for (const src of added.slice(2)) {
      expect(src).toMatch(/^\/images\/projects\/ledgerly-budgeting\/.+\.png$/);
      expect(readFileSync(path.join(site.dir, 'public', src)).equals(screenshot)).toBe(true);
    }
    for (const src of [entry.image.src, ...added.slice(0, 2)]) {
      expect(src).toMatch(/^\/images\/projects\/ledgerly-budgeting\/.+\.jpg$/);
      const bytes = readFileSync(path.join(site.dir, 'public', src));
      const { width, height } = await sharp(bytes).metadata();
      expect({ src, width, height }).toEqual({ src, width: 2560, height: 1920 });
      expect(bytes.length).toBeLessThanOrEqual(5 * MB);
      expect(pictureMetadata(bytes)).toEqual({ blocks: [], location: false });
    }
    // The build's first step accepts every picture of the copy (and its share card draws them: tests/unit).
    const checked = spawnSync('node', ['scripts/check-content.mjs'], { cwd: site.dir, encoding: 'utf8' });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    expect(offSite).toEqual([]);
  });
});
