import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

test.describe('layout shell', () => {
  test('home renders with the header navigation and the footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const label of ['Services', 'Industries', 'Technologies', 'About']) {
      await expect(nav.getByRole('button', { name: label })).toBeVisible();
    }
    for (const label of ['Projects', 'Jobs', 'Blog', "Let's Talk"]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const label of ['Sitemap', 'Privacy policy', 'Terms and conditions']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    // Home shows the awards in its own "partners who trust us": the footer does not repeat them there.
    await expect(footer.getByRole('heading', { name: 'Awards' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Awards' })).toHaveCount(1);
  });

  for (const width of [390, 1440])
    test(`at ${width} px the awards are facts in readable text, no badge pictures, once per page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, region] of [
        ['/', page.getByRole('region', { name: 'partners who trust us' })],
        ['/about', page.getByRole('contentinfo')],
      ] as const) {
        await page.goto(path);
        const awards = region.getByRole('heading', { name: 'Awards' }).locator('xpath=..').getByRole('listitem');
        await expect(awards).toHaveCount(4);
        await expect(awards.nth(2)).toHaveText(
          /European technology award for app development\s*2025\s*Winner in the app development category/,
        );
        // No issuer is named until the agency confirms one: no "reviews platform" credited as if it were a name.
        await expect(awards.nth(0)).not.toContainText('Given by');
        await expect(region.locator('img[src*="badges"]')).toHaveCount(0);
        for (const item of await awards.all())
          for (const line of await item.locator('p').all()) {
            const size = await line.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
            expect(size).toBeGreaterThanOrEqual(14);
          }
        await expect(page.getByRole('heading', { name: 'Awards' })).toHaveCount(1);
      }
    });

  for (const width of [390, 1440])
    test(`at ${width} px the client logos on home are shown at one optical size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const clients = page.getByRole('heading', { name: 'Clients' }).locator('xpath=..').getByRole('img');
      await expect(clients).toHaveCount(7);
      const boxes = await clients.evaluateAll((images) =>
        images.map((image) => ({ width: image.clientWidth, height: image.clientHeight })),
      );
      const areas = boxes.map((box) => box.width * box.height);
      // The same area each (within rounding and the widest's limit): the last row's logos as large as the first's.
      expect(Math.max(...areas) / Math.min(...areas), JSON.stringify(boxes)).toBeLessThan(1.2);
      expect(Math.min(...boxes.map((box) => box.height))).toBeGreaterThanOrEqual(28);
    });

  test('/team shows each person by name beside their initials, with no picture that could pass for a face', async ({
    page,
  }) => {
    await page.goto('/team');
    const people = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await people.count()).toBeGreaterThanOrEqual(12);
    await expect(people.locator('img, svg')).toHaveCount(0);
    const first = people.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
    const initials = name
      .split(/\s+/)
      .filter((_, index, words) => index === 0 || index === words.length - 1)
      .map((word) => word[0])
      .join('');
    const monogram = first.locator('[aria-hidden="true"]').first();
    await expect(monogram).toHaveText(initials);
    await expect(monogram).toBeVisible();
  });

  for (const width of [1152, 1280, 1920]) {
    test(`at ${width} px the whole navigation fits on one line beside the whole logo`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
      const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
      const mark = (await page.getByRole('banner').locator('svg').first().boundingBox())!;
      expect(mark.width).toBeGreaterThan(30); // not squeezed away
      const entries = [
        ...(await nav.getByRole('button').filter({ visible: true }).all()),
        ...(await nav.getByRole('link', { name: /^(Projects|Jobs|Blog|Let's Talk)$/ }).all()),
        page.getByRole('banner').getByRole('button', { name: 'Search' }),
      ];
      const boxes = await Promise.all(entries.map(async (entry) => (await entry.boundingBox())!));
      const header = (await page.getByRole('banner').boundingBox())!;
      for (const box of boxes) {
        expect(box.x).toBeGreaterThan(logo.x + logo.width);
        expect(box.x + box.width).toBeLessThanOrEqual(header.width);
        expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(2);
      }
    });
  }

  for (const width of [360, 390]) {
    test(`at ${width} px the logo, the Menu button and the search button share one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole('banner');
      const logo = (await banner.getByRole('link').first().boundingBox())!;
      const menu = (await banner.getByRole('button', { name: 'Menu' }).boundingBox())!;
      const search = (await banner.getByRole('button', { name: 'Search' }).boundingBox())!;
      expect(menu.x).toBeGreaterThanOrEqual(logo.x + logo.width);
      expect(search.x).toBeGreaterThanOrEqual(menu.x + menu.width);
      expect(search.x + search.width).toBeLessThanOrEqual(width);
      for (const box of [menu, search]) {
        expect(box.width).toBeGreaterThanOrEqual(44); // a target a thumb can hit
        expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(2);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test('below 1152 px the navigation sits behind the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1151, height: 768 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeHidden();
  });

  test('a header that arrives piece by piece moves nothing already painted', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const full = await (await page.request.get('/')).text();
    // What a slow connection has delivered when the first three links of the header have arrived.
    const nav = full.indexOf('aria-label="Main"');
    const cut = full.indexOf('</li>', full.indexOf('Technologies', nav));
    const positions = async () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [
          document.querySelector('header a'),
          ...document.querySelectorAll('nav[aria-label="Main"] li > button'),
        ].map((element) => Math.round(element!.getBoundingClientRect().x));
      });
    // The faces are optional (either may show on a given load), so both loads use the fallback faces.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.route('/', (route) => route.fulfill({ contentType: 'text/html', body: full.slice(0, cut) }));
    await page.goto('/', { waitUntil: 'load' }); // a page cut short never hydrates
    const partial = await positions();
    expect(partial).toHaveLength(4); // the logo, Services, Industries and Technologies
    await page.unroute('/');
    await page.goto('/');
    expect((await positions()).slice(0, 4)).toEqual(partial);
  });

  test('the services menu opens by keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'PWA' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('on a phone the menu opens and closes by keyboard and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const projects = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Projects', exact: true });
    await expect(projects).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(projects).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Our story' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(projects).toBeHidden();
  });

  test('the skip link moves focus past the navigation', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('home has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 and names the path', async ({ page }) => {
    const response = await page.goto('/that-path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByText("Looks like you've gone off the beaten path...")).toBeVisible();
    await expect(page.getByText('Page not found: /that-path')).toBeVisible();
    await expect(page).toHaveTitle('404 | Wolfpack Digital');
    await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Oh dear, looks like the page is gone',
    );
    await page.getByRole('link', { name: 'Return To Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown id of a content page is a 404 too', async ({ page }) => {
    const response = await page.goto('/blogposts/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /blogposts/no-such-post')).toBeVisible();
  });

  test('the 404 page has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/that-path');
    await expect(page.getByText('Page not found: /that-path')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
