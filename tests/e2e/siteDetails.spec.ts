import { expect, type Locator, type Page } from '@playwright/test';
import { actionCase } from '@/lib/text';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The spec's button labels (section 9), as it writes them: the site shows each in Title Case. */
const SPEC_ACTIONS = [
  "Let's Talk",
  'view project',
  'View Open Positions',
  'See Our work',
  'learn more',
  'See The Team',
  "Let's Hunt Together!",
  'Request A Quote',
  'Get In Touch',
  'view all apps',
];

test.describe('the mobile menu', () => {
  test('at 390x844 it covers the whole viewport: nothing of the page shows or takes a tap, and the page does not scroll', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const hero = page.getByRole('main').getByRole('link', { name: /^See Our Work$/i });
    const heroBox = (await hero.boundingBox())!;
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    // Every point of the screen, the hero's button included, belongs to the header and its menu.
    const points = [
      [heroBox.x + heroBox.width / 2, heroBox.y + heroBox.height / 2],
      [8, PHONE.height - 4],
      [PHONE.width / 2, PHONE.height - 4],
      [PHONE.width - 4, PHONE.height / 2],
    ];
    for (const [x, y] of points) {
      const inHeader = await page.evaluate(
        ([px, py]) => document.querySelector('header')!.contains(document.elementFromPoint(px!, py!)),
        [x, y],
      );
      expect(inHeader, `the point ${x},${y}`).toBe(true);
    }
    await expect(page.getByRole('link', { name: "Let's Talk" }).first()).toBeVisible();

    await page.mouse.move(PHONE.width / 2, PHONE.height - 40);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeHidden();
  });
});

test.describe('the 404 page', () => {
  test("answers 404 on the site's template: header, the night hero band with the spec's copy and the wolf, footer", async ({
    page,
  }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const hero = page.locator('[data-link-location="hero"]');
    await expect(hero.getByRole('heading', { level: 1, name: 'Oops!', exact: true })).toBeVisible();
    await expect(hero.getByText("Looks like you've gone off the beaten path...", { exact: true })).toBeVisible();
    await expect(
      hero.getByText(
        "You've wandered into the wild unknown. Don't worry, we'll help you find your way back to the pack. Let's head home or explore other exciting trails!",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(hero.getByText('Page not found: /nope', { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Return To Homepage', exact: true })).toHaveAttribute('href', '/');
    await expect(hero.getByRole('img', { name: /wolf/ })).toBeVisible();
    // The same band as every other page: the night gradient behind a white title.
    const band = await hero.evaluate((element) => getComputedStyle(element).backgroundImage);
    // (A page of the utility family: the sales, company and listing heroes add a glow of their own colour.)
    await page.goto('/contact');
    expect(await page.locator('[data-link-location="hero"]').evaluate((e) => getComputedStyle(e).backgroundImage)).toBe(
      band,
    );
  });

  test('offers the ways on: the sections and contact, and a search that opens the search page', async ({ page }) => {
    await page.goto('/nope');
    const trails = page.getByRole('navigation', { name: 'Other trails' });
    for (const [name, href] of [
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Get in touch', '/contact'],
    ]) {
      await expect(trails.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
    }
    const search = page.getByRole('search', { name: 'Search the site' });
    await search.getByRole('searchbox').fill('react');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('main').getByRole('link', { name: /React/ }).first()).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`has no WCAG 2.2 AA violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nope');
      await expect(page.getByText('Page not found: /nope')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('search and the press corner', () => {
  test('at 390 px every filter chip of a search lies whole within the viewport', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=app');
    const chips = page.getByRole('group', { name: 'Show' }).locator('label');
    await expect(chips.first()).toBeVisible();
    expect(await chips.count()).toBeGreaterThan(4);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x, await chip.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await chip.innerText()).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoAxeViolations(page);
  });

  test("at 1440 px the empty search starts at the hero's left edge, with a guide to what it finds", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search');
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const field = (await page.getByRole('main').getByRole('searchbox').boundingBox())!;
    expect(Math.abs(field.x - title.x)).toBeLessThan(2);
    const guide = page.getByRole('complementary', { name: 'What you can search for' });
    await expect(guide.getByRole('link', { name: 'Technologies' })).toHaveAttribute('href', '/technologies');
    await expectNoAxeViolations(page);
  });

  test('the press corner has the media kit its title promises: logo files, colours, facts and a press contact', async ({
    page,
    request,
  }) => {
    await page.goto('/press-corner');
    await expect(page).toHaveTitle(/media kit/);
    const kit = page.getByRole('region', { name: 'Media kit' });
    for (const link of await kit.locator('a[download]').all()) {
      const file = await request.get((await link.getAttribute('href'))!);
      expect(file.status()).toBe(200);
    }
    await expect(kit.locator('a[download]')).toHaveCount(2);
    await expect(kit.getByText('#0F1B2D')).toBeVisible();
    await expect(kit.getByText(/^70\+ developers, with designers and testers/)).toBeVisible();
    await expect(kit.getByRole('link', { name: 'hello@wolfpack-digital.com' })).toHaveAttribute(
      'href',
      /^mailto:hello@wolfpack-digital\.com/,
    );
    await page.getByRole('link', { name: 'Media Kit', exact: true }).click();
    await expect(kit.getByRole('heading', { name: 'Media kit' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

const DESKTOP = { width: 1440, height: 900 };

/** `locator` lies whole above `top` (the cookie panel's top edge) and its middle is not covered by anything else. */
async function expectUncoveredAbove(page: Page, locator: Locator, top: number, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y + box.height, `${what}: its bottom edge`).toBeLessThanOrEqual(top);
  const middle = [box.x + box.width / 2, box.y + box.height / 2] as const;
  expect(
    await locator.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x, y)), middle),
    `${what}: nothing covers it`,
  ).toBe(true);
}

/** A representative page of each hero family, and what it shows in its hero beside the title. */
const FAMILIES = [
  { family: 'sales', path: '/industries/fintech-software-development', beside: 'Our record' },
  { family: 'company', path: '/about', beside: 'How a project with us runs' },
  { family: 'listing', path: '/projects', beside: 'The work below' },
  { family: 'utility', path: '/contact', beside: null },
] as const;

test.describe('heroes by page family, on a first visit at 1440 px', () => {
  // A first visit: no stored choice, so the cookie panel is open over the page's foot.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: DESKTOP });

  for (const { family, path, beside } of FAMILIES) {
    test(`${path} (${family}): the title, the hero's proof and the first section show in the first 900 px, clear of the cookie panel`, async ({
      page,
    }) => {
      await page.goto(path);
      const panel = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(panel).toBeVisible();
      const panelTop = (await panel.boundingBox())!.y;
      expect(panelTop).toBeLessThan(DESKTOP.height);

      const hero = page.locator('[data-link-location="hero"]');
      await expect(hero).toHaveAttribute('data-family', family);
      await expectUncoveredAbove(page, hero.getByRole('heading', { level: 1 }), panelTop, 'the title');
      if (beside) {
        // The right half holds proof, beside the title rather than under it.
        const proof = hero.getByRole('list', { name: beside });
        await expectUncoveredAbove(page, proof, panelTop, beside);
        expect((await proof.boundingBox())!.x).toBeGreaterThan(DESKTOP.width / 2);
        expect(await proof.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      }
      // The page's own content starts within the first screen, not under a screen of hero.
      const next = hero.locator('xpath=following-sibling::*[1]');
      expect((await next.boundingBox())!.y, 'the first section after the hero').toBeLessThan(DESKTOP.height);
      if (family === 'utility') {
        await expectUncoveredAbove(
          page,
          next.getByRole('heading', { level: 2 }).first(),
          panelTop,
          'the first heading',
        );
      }
    });
  }
});

test.describe('the company pages', () => {
  test('/our-story has a timeline of its milestones, each linking to its chapter, and ends with a call to action', async ({
    page,
  }) => {
    await page.goto('/our-story');
    const main = page.getByRole('main');
    const timeline = main.getByRole('list', { name: 'The trail so far' });
    const items = timeline.getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    const years = (await items.allInnerTexts()).map((text) => Number(text.match(/\d{4}/)![0]));
    expect(years[0]).toBe(2013);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const link of await timeline.getByRole('link').all()) {
      const target = (await link.getAttribute('href'))!;
      await expect(main.locator(target)).toHaveCount(1);
    }
    // The last thing to act on in the page is the banner to the contact page.
    const cta = main.getByRole('region', { name: "Let's work together" });
    await expect(cta.getByRole('link', { name: /Get In Touch/ })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link').last()).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });

  for (const width of [390, 1440]) {
    test(`/the-wolf shows the wolf in its first screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? PHONE.height : DESKTOP.height });
      await page.goto('/the-wolf');
      const wolf = page.locator('[data-link-location="hero"]').getByRole('img', { name: /wolf/i });
      await expect(wolf).toBeVisible();
      if (width === 1440) await expect(wolf).toBeInViewport();
      await expect(page.getByRole('main').getByText('A pack in figures')).toBeAttached();
    });
  }
});

/** Every link and button of the page's main content: its text as written (no arrow) and its CSS text-transform. */
async function actions(page: Page) {
  return page
    .getByRole('main')
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent!.replace(/\s*→$/, '').trim(),
        transform: getComputedStyle(element).textTransform,
      })),
    );
}

test.describe('one casing', () => {
  for (const path of ['/', '/projects', '/projects/campus-quest', '/services', '/about']) {
    test(`${path}: headings in sentence case, the spec's actions in Title Case, in the markup`, async ({ page }) => {
      await page.goto(path);
      const headings = await page
        .getByRole('main')
        .locator('h1, h2, h3')
        .evaluateAll((elements) => elements.map((element) => element.textContent!.trim()));
      // A capital first, unless the first word is a name with a capital of its own (iOS).
      for (const heading of headings) expect(heading, heading).toMatch(/^([^\p{Ll}]|\S*\p{Lu})/u);

      const spec = new Set(SPEC_ACTIONS.map((label) => label.toLowerCase()));
      const shown = (await actions(page)).filter(({ text }) => spec.has(text.toLowerCase()));
      expect(shown.length, `spec actions on ${path}`).toBeGreaterThan(0);
      for (const { text, transform } of shown) {
        expect(text).toBe(actionCase(text));
        // Written so, not drawn so: CSS capitals would show what a screen reader does not read.
        expect(transform, text).toBe('none');
      }
    });
  }
});

/** A card list's cards (its items holding an article), as boxes, in rows by their top. */
async function cardRows(list: Locator) {
  const boxes = await list.evaluate((element) =>
    [...element.children].map((item) => {
      const box = item.getBoundingClientRect();
      const title = item.querySelector('h2, h3')!.getBoundingClientRect();
      return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), titleY: Math.round(title.y) };
    }),
  );
  const rows: (typeof boxes)[] = [];
  for (const box of boxes) {
    const row = rows.find((candidate) => Math.abs(candidate[0]!.y - box.y) <= 1);
    if (row) row.push(box);
    else rows.push([box]);
  }
  return { rows, listWidth: Math.round((await list.boundingBox())!.width) };
}

/** Every card list in the page's main content: CardGrid and the job cards (items that hold an article). */
const cardLists = (page: Page) => page.getByRole('main').locator('ul:has(> li > article)');

test.describe('grids without short rows', () => {
  for (const width of [390, 1440]) {
    for (const path of ['/', '/projects', '/jobs', '/blogposts']) {
      test(`${path} at ${width}: every row of every card grid holds as many cards of one width, a lead card aside, and titles on one line`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const lists = await cardLists(page).all();
        expect(lists.length, 'card grids on the page').toBeGreaterThan(0);
        for (const [index, list] of lists.entries()) {
          const { rows, listWidth } = await cardRows(list);
          const shown = JSON.stringify(rows.map((row) => row.map((box) => box.width)));
          const label = `${path}, grid ${index + 1}: ${shown}`;
          // The design's one exception: a first card alone across the whole row, above full rows.
          const [first, ...rest] = rows;
          const lead =
            rows.length > 1 &&
            first!.length === 1 &&
            rest[0]!.length > 1 &&
            Math.abs(first![0]!.width - listWidth) <= 1;
          const body = lead ? rest : rows;
          for (const row of body) {
            expect(row.length, label).toBe(body[0]!.length);
            for (const box of row) expect(Math.abs(box.width - body[0]![0]!.width), label).toBeLessThanOrEqual(1);
            // Titles start on one line, however many lines the meta above them takes.
            for (const box of row)
              expect(Math.abs(box.titleY - row[0]!.titleY), `${label}: titles`).toBeLessThanOrEqual(1);
          }
          // At 1440 a grid of several cards uses its width: more than one a row below a lead.
          if (width === 1440 && path !== '/jobs' && body.flat().length > 1)
            expect(body[0]!.length, label).toBeGreaterThan(1);
        }
      });
    }
  }

  test('at 1440 the seven projects are one lead across the row above two rows of three', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/projects');
    const { rows } = await cardRows(cardLists(page).first());
    expect(rows.map((row) => row.length)).toEqual([1, 3, 3]);
    // The lead lays itself out across the row: its picture beside its text, not one stretched column.
    const lead = cardLists(page).first().locator('article').first();
    const picture = (await lead.getByRole('img').boundingBox())!;
    const title = (await lead.getByRole('heading').boundingBox())!;
    expect(title.x).toBeGreaterThan(picture.x + picture.width);
  });
});

/** The shape of each job card on the page: its width and where its title, facts and action stand in it. */
async function jobCardShapes(page: Page) {
  return page
    .getByRole('main')
    .locator('article:has(dl)')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const at = (selector: string) => {
          const part = card.querySelector(selector)!.getBoundingClientRect();
          return [Math.round(part.x - box.x), Math.round(part.y - box.y)];
        };
        return {
          width: Math.round(box.width),
          title: at('h2, h3'),
          facts: at('dl'),
          link: at('a')[0],
          terms: [...card.querySelectorAll('dt')].map((term) => term.textContent),
        };
      }),
    );
}

test.describe('one job card', () => {
  for (const width of [390, 1440]) {
    test(`at ${width}, /jobs and the application page show every job on one card design, with its facts`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      const jobs = await jobCardShapes(page);
      await page.goto('/apply-job');
      const apply = await jobCardShapes(page);
      expect(jobs.length).toBeGreaterThan(2);
      expect(apply).toHaveLength(jobs.length);
      const [shape] = jobs;
      expect(shape!.terms).toEqual(['Salary', 'Location', 'Workplace', 'Seniority']);
      for (const card of [...jobs, ...apply]) {
        expect(card.width).toBe(shape!.width);
        expect(card.title).toEqual(shape!.title);
        expect(card.facts[0]).toBe(shape!.facts[0]);
        expect(card.link).toBe(shape!.link);
        expect(card.terms).toEqual(shape!.terms);
      }
      if (width === 1440) expect(shape!.facts[0], 'the facts beside the title').toBeGreaterThan(shape!.title[0]! + 300);
    });
  }
});

test.describe("a job's page", () => {
  const hero = (page: Page) => page.locator('[data-link-location="hero"]');

  for (const width of [390, 1440]) {
    test(`at ${width} its facts stand in its hero as a list, and its body starts on the hero's left edge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs/product-designer');
      const facts = hero(page).getByRole('definition');
      for (const [term, detail] of [
        ['Salary', '€3,200–€4,600 gross / month'],
        ['Location', 'Cluj Napoca, Romania'],
        ['Workplace', 'Hybrid'],
        ['Seniority', 'Senior'],
      ]) {
        await expect(
          hero(page)
            .getByRole('term')
            .filter({ hasText: new RegExp(`^${term}$`) }),
        ).toBeVisible();
        await expect(facts.filter({ hasText: detail! })).toBeVisible();
      }
      const salary = (await facts.first().boundingBox())!;
      const apply = (await hero(page).getByRole('link', { name: 'Send Application' }).boundingBox())!;
      expect(salary.y, 'the salary before the action').toBeLessThan(apply.y);
      if (width === 1440) {
        // In the first view, beside the title.
        expect(salary.y + salary.height).toBeLessThan(900);
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(salary.x).toBeGreaterThan(title.x + 400);
      }
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const body = (await page.getByRole('heading', { level: 2, name: 'About the role' }).boundingBox())!;
      expect(Math.abs(body.x - title.x)).toBeLessThanOrEqual(1);
      await expect(page.getByRole('region', { name: /Share this role/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a closed job says so in its facts, points to the open jobs, and offers no share buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jobs/kotlin-multiplatform-developer');
    await expect(
      hero(page)
        .getByRole('definition')
        .filter({ hasText: /^Closed$/ }),
    ).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'View Open Positions' })).toHaveAttribute('href', '/jobs');
    await expect(page.getByRole('link', { name: 'Send Application' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Share this role/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Share on/ })).toHaveCount(0);
  });
});
