import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

// The site search (lib/search, components/search): a static Pagefind index, loaded only when the search opens.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Every request for Pagefind's script, WebAssembly or index, and every script body that names it. */
function recordSearchLoads(page: Page) {
  const requests: string[] = [];
  const reading: Promise<string | null>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) requests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => (body.includes('/pagefind/') ? response.url() : null)),
    );
  });
  return {
    requests,
    scriptsNamingPagefind: async () => (await Promise.all(reading)).filter(Boolean),
  };
}

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const results = (page: Page) => dialog(page).getByRole('listitem');

async function search(page: Page, query: string) {
  await searchButton(page).click();
  await dialog(page).getByRole('searchbox').fill(query);
  await expect(dialog(page).getByRole('status')).toContainText(`for “${query}”`);
}

test.describe('site search', () => {
  test('nothing of search is requested until the search opens; opening it loads the index', async ({ page }) => {
    const loads = recordSearchLoads(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // After load the visible links are prefetched at idle time: give that its time too.
    await page.waitForTimeout(1500);
    expect(loads.requests).toEqual([]);
    expect(await loads.scriptsNamingPagefind()).toEqual([]);

    await searchButton(page).click();
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await expect.poll(() => loads.requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await expect.poll(() => loads.requests.some((url) => url.endsWith('.pagefind'))).toBe(true);
  });

  test('the dialog opens at once while its panel is on its way; what is typed meanwhile is kept and searched', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    // From now on the only scripts the page asks for are the search panel's: each takes 1 s to come.
    let panelRequested = false;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      panelRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await searchButton(page).click();
    const field = dialog(page).getByRole('searchbox');
    await expect(field).toBeFocused({ timeout: 500 });
    expect(panelRequested).toBe(true);
    // The status line is the panel's own: not here yet.
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
    // Typed at a steady pace across the moment the panel takes the stand-in's place: no key is lost.
    await page.keyboard.type('react native', { delay: 300 });
    // The panel's chunks, each 1 s late, then Pagefind.
    await expect(dialog(page).getByRole('status')).toContainText('for “react native”', { timeout: 20_000 });
    await expect(field).toHaveValue('react native');
    await expect(field).toBeFocused();
    await expect(results(page).first()).toBeVisible();
  });

  test('"react native" finds the React Native page and the job that asks for it', async ({ page }) => {
    await page.goto('/');
    await search(page, 'react native');
    const technology = results(page).filter({ has: page.getByRole('link', { name: /^Technology React Native\b/ }) });
    await expect(technology.getByRole('link')).toHaveAttribute('href', '/technologies/react-native');
    await expect(technology.locator('mark').first()).toHaveText(/react|native/i);
    const job = dialog(page).getByRole('link', { name: /^Job Senior React Native Developer\b/ });
    await expect(job).toHaveAttribute('href', '/jobs/senior-react-native-developer');
  });

  test("an excerpt starts with the page's own words, not its name and family again", async ({ page }) => {
    await page.goto('/');
    await search(page, 'flutter');
    const flutter = dialog(page).getByRole('link', { name: /^Technology Flutter\b/ });
    await expect(flutter).toHaveAttribute('href', '/technologies/flutter');
    // The family, the title, then the excerpt.
    const excerpt = flutter.locator(':scope > span').nth(2);
    await expect(excerpt).toHaveText(/^Flutter for custom interfaces on every screen\. Flutter draws every pixel/);
    await expect(excerpt).not.toContainText('·');
  });

  test('a post is not found through the titles of its "Keep reading" cards', async ({ page }) => {
    await page.goto('/');
    // The 8 trends post links to this one in its "Keep reading" cards, and never says "leaking" itself.
    await search(page, 'leaking');
    await expect(
      dialog(page).getByRole('link', { name: /^Post Adding AI features without leaking customer data\b/ }),
    ).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: /^Post 8 trends shaping/ })).toHaveCount(0);
  });

  test('a family filter narrows the results to that family, and the counts say how many', async ({ page }) => {
    await page.goto('/');
    await search(page, 'react native');
    const all = await results(page).count();
    const jobs = dialog(page)
      .locator('label')
      .filter({ hasText: /^Job \(\d+\)$/ });
    const expected = Number((await jobs.textContent())!.match(/\((\d+)\)/)![1]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);

    await jobs.getByRole('radio').check();
    await expect(results(page)).toHaveCount(expected);
    for (const link of await results(page).getByRole('link').all()) {
      await expect(link).toHaveAccessibleName(/^Job /);
      await expect(link).toHaveAttribute('href', /^\/jobs(\/|$)/);
    }
    await expect(dialog(page).getByRole('status')).toContainText(`${expected} result`);

    await dialog(page).getByRole('radio', { name: 'All' }).check();
    await expect(results(page)).toHaveCount(all);
  });

  test('the technology menu keeps the projects and jobs built with it', async ({ page }) => {
    await page.goto('/');
    await search(page, 'app');
    await dialog(page).getByRole('combobox', { name: 'Technology' }).selectOption('Flutter');
    // The status reads "… for “app”" before the filter applies too: wait for the filtered list itself.
    await expect
      .poll(async () => {
        const hrefs = await results(page)
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        return hrefs.length > 0 && hrefs.every((href) => /^\/(projects|jobs|technologies)\//.test(href));
      })
      .toBe(true);
    await expect(dialog(page).getByRole('status')).toContainText('for “app”');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the keyboard alone goes from the header button to an opened result`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // Tab from the top of the page to the header's search button.
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        if (await searchButton(page).evaluate((button) => button === document.activeElement)) break;
      }
      await expect(searchButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      const field = dialog(page).getByRole('searchbox');
      await expect(field).toBeFocused();
      await page.keyboard.type('react native');
      await expect(dialog(page).getByRole('status')).toContainText('for “react native”');

      // Arrow keys move through the results and back to the field.
      const links = results(page).getByRole('link');
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(field).toBeFocused();

      // Tab stays inside the dialog: from the last control back to the first.
      const last = dialog(page).getByRole('button', { name: 'Show more results' });
      await last.focus();
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(last).toBeFocused();

      await field.focus();
      await page.keyboard.press('ArrowDown');
      const target = (await links.nth(0).getAttribute('href'))!;
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(target);
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('Escape closes the search and gives focus back; / and Ctrl+K open it', async ({ page }) => {
    await page.goto('/services');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await expect(dialog(page).getByRole('searchbox')).toHaveValue('');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
  });

  test('the open dialog passes axe at 390 and 1440 px', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await search(page, 'react native');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    }
  });

  test('/search opens with the query of a link, takes it out of the address, and passes axe', async ({ page }) => {
    await page.goto('/search?q=discovery+workshop');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toHaveValue('discovery workshop');
    await expect(main.getByRole('status')).toContainText('for “discovery workshop”');
    await expect(main.getByRole('listitem').first()).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
  });

  test('words typed on the search page before it has hydrated stay in the field and are searched', async ({ page }) => {
    // The page's scripts are held until the visitor has typed, as on a slow phone.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    // Not the load event: the held scripts, once started, keep it waiting.
    await page.goto('/search', { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('flutter');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(field).toHaveValue('flutter');
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “flutter”');
  });

  test('a search for nothing that exists says so and points to the sitemap', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('main').getByRole('searchbox').fill('xylophone');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'No results for “xylophone”. Try fewer or other words, or another filter.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search is a plain form that says search needs JavaScript and links the sitemap', async ({ page }) => {
    await page.goto('/search');
    // Playwright's text queries skip <noscript>; a browser without JavaScript shows it.
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(
      'Search runs in your browser and needs JavaScript. Every page of the site is listed on the sitemap.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
    await page.getByRole('main').getByRole('searchbox').fill('flutter');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=flutter$/);
    await expect(notice).toBeVisible();
  });
});

test.describe('site search analytics', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /** Searches "flutter", pauses, then types " kotlin" key by key and pauses: the site_search events pushed. */
  async function searchAs(page: Page, consent: 'true' | 'false') {
    await page.context().addCookies([{ name: 'consent-status', value: consent, url: page.url() }]);
    await page.context().route(/googletagmanager|google-analytics|hotjar|drift/, (route) => route.abort());
    await page.goto('/');
    await search(page, 'flutter');
    await page.waitForTimeout(1500);
    await page.keyboard.type(' kotlin', { delay: 60 });
    await expect(dialog(page).getByRole('status')).toContainText('for “flutter kotlin”');
    await page.waitForTimeout(1500);
    return page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'site_search'),
    );
  }

  test('with consent, one site_search per search once typing rests: the query and the result count', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const events = await searchAs(page, 'true');
    const total = Number((await dialog(page).getByRole('status').textContent())!.match(/^(\d+) result/)![1]);
    expect(events).toEqual([
      { event: 'site_search', search_term: 'flutter', search_results: expect.any(Number) },
      { event: 'site_search', search_term: 'flutter kotlin', search_results: total },
    ]);
  });

  test('without consent nothing is pushed', async ({ page }) => {
    await page.goto('/privacy');
    expect(await searchAs(page, 'false')).toEqual([]);
  });
});
