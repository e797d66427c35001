import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * One record and one portrait per person (issue 47, row 1): the same man is the same on /team, the home page, his
 * author page and his posts' bylines, and no page shows a drawn face or a portrait blown up to the screen's width.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** What makes a portrait look the way it does, as the browser draws it. */
async function treatment(portrait: Locator) {
  return portrait.evaluate((frame) => {
    const inner = frame.firstElementChild!;
    const outer = getComputedStyle(frame);
    const style = getComputedStyle(inner);
    return {
      kind: frame.getAttribute('data-portrait'),
      text: inner.textContent,
      ring: `${outer.outlineStyle} ${outer.outlineColor}`,
      radius: outer.borderRadius,
      background: `${style.backgroundColor} ${style.backgroundImage}`,
      colour: style.color,
      font: `${style.fontFamily} ${style.fontWeight}`,
    };
  });
}

/** The portrait of the card (a list item) that names `name` in its heading. */
const cardPortrait = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .locator('[data-portrait]');

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px one man has one portrait: on /team, the home page, his author page and his post's byline`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/team');
    const onTeam = cardPortrait(page, 'Andrei Muresan');
    await expect(onTeam).toHaveCount(1);
    const expected = await treatment(onTeam);
    expect(expected).toMatchObject({ kind: 'monogram', text: 'AM' });
    expect(expected.ring).toMatch(/^solid /);
    // His name on /team leads to his author page: the same record.
    await page.getByRole('link', { name: 'Andrei Muresan', exact: true }).click();
    await expect(page).toHaveURL(/\/authors\/andrei-muresan$/);
    const hero = page.locator('[data-portrait]').first();
    expect(await treatment(hero)).toEqual(expected);

    // His first post: the byline in the hero and the author box under the text.
    await page.getByRole('main').locator('a[href^="/blogposts/"]').first().click();
    await expect(page).toHaveURL(/\/blogposts\//);
    const byline = page.getByText(/^By Andrei Muresan, CTO and co-founder/).locator('..');
    const bylinePortrait = byline.locator('[data-portrait]');
    expect(await treatment(bylinePortrait)).toEqual(expected);
    expect((await bylinePortrait.boundingBox())!.width).toBe(44);
    const footerPortraits = page.locator('article [data-portrait]');
    await expect(footerPortraits).toHaveCount(1);
    expect(await treatment(footerPortraits)).toEqual(expected);

    await page.goto('/');
    expect(await treatment(cardPortrait(page, 'Andrei Muresan'))).toEqual(expected);
  });
}

test('every portrait of a kind is the same size, at most 176 px, and no page loads a drawn face', async ({ page }) => {
  const faces: string[] = [];
  page.on('request', (request) => {
    if (/\/images\/(authors|team)\//.test(request.url())) faces.push(request.url());
  });
  await page.setViewportSize(PHONE);
  for (const path of ['/authors', '/team', '/']) {
    await page.goto(path);
    const portraits = page.getByRole('main').locator('[data-portrait]');
    expect(await portraits.count(), path).toBeGreaterThanOrEqual(4);
    const widths = await portraits.evaluateAll((frames) => frames.map((frame) => frame.getBoundingClientRect().width));
    expect(new Set(widths), path).toEqual(new Set([120]));
    // Nothing on the card is a picture: the initials stand in until a real portrait is uploaded.
    const people = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('[data-portrait]') });
    await expect(people.locator('img, svg'), path).toHaveCount(0);
  }
  await page.goto('/authors/ioana-pop');
  const portrait = page.locator('[data-portrait]');
  await expect(portrait).toHaveCount(1);
  const box = (await portrait.boundingBox())!;
  expect(box.width).toBe(176);
  expect(box.height).toBe(176);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(faces).toEqual([]);
});

test('/authors lists the team members who write, each with their article count, linked to their page', async ({
  page,
}) => {
  await page.goto('/authors');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('[data-portrait]') });
  await expect(cards).toHaveCount(5);
  for (const name of ['Andrei Muresan', 'Bianca Rus', 'Elena Dragomir', 'Ioana Pop', 'Sorin Pavel']) {
    const card = cards.filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText(/^\d+ articles?$/)).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/authors\/[a-z-]+$/);
  }
  // Their bio is the same on /team: one record.
  const bio = await cards
    .filter({ has: page.getByRole('heading', { name: 'Ioana Pop' }) })
    .locator('p')
    .last()
    .innerText();
  await page.goto('/team');
  await expect(page.getByText(bio, { exact: true })).toBeVisible();
});
