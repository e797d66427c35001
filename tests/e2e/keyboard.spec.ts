import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

// The keyboard alone, on a first visit (no stored choice, so the cookie panel is open).
test.use({ storageState: { cookies: [], origins: [] } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Resolves once the page has stopped scrolling (anchor and focus scrolling is smooth). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

type Stop = { name: string; inPanel: boolean; covered: string[] };

/**
 * The focused element, and what of the sticky header and the cookie panel covers it: each one counts when
 * it overlaps the element and is what the browser hits there. An element taller than the room between
 * them counts only when they cover more of it than they must.
 */
const focusedStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    const header = document.querySelector('header');
    const panel = document.querySelector<HTMLElement>('[data-consent-dialog]');
    const shown = (cover: Element | null) => (cover?.checkVisibility() ? cover : null);
    const room = {
      top: shown(header)?.getBoundingClientRect().bottom ?? 0,
      bottom: shown(panel)?.getBoundingClientRect().top ?? window.innerHeight,
    };
    const covered: string[] = [];
    for (const [label, cover] of [
      ['header', shown(header)],
      ['cookie panel', shown(panel)],
    ] as const) {
      if (!cover || cover.contains(element)) continue;
      const area = cover.getBoundingClientRect();
      const top = Math.max(box.top, area.top);
      const bottom = Math.min(box.bottom, area.bottom);
      const left = Math.max(box.left, area.left);
      const right = Math.min(box.right, area.right);
      if (bottom - top < 1 || right - left < 1) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      // Taller than the room: it may run under them as long as it fills the room (bar the ring's margin).
      const roomHeight = room.bottom - room.top;
      const inRoom = Math.min(box.bottom, room.bottom) - Math.max(box.top, room.top);
      const unavoidable = box.height > roomHeight && inRoom >= roomHeight - 20;
      if (hit && cover.contains(hit) && !unavoidable) covered.push(label);
    }
    if (box.bottom <= 0 || box.top >= window.innerHeight) covered.push('off screen');
    return { name, inPanel: Boolean(panel?.contains(element)), covered };
  });

/** Presses Tab through the whole page, from the top until focus comes back round to the skip link. */
async function tabThroughPage(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < 250; press++) {
    await page.keyboard.press('Tab');
    await scrollSettled(page);
    const stop = await focusedStop(page);
    if (stop === null || (stops.length > 0 && stop.name === 'Skip to content')) return stops;
    stops.push(stop);
  }
  throw new Error('Tab never came back round to the top of the page');
}

async function firstVisit(page: Page, size: { width: number; height: number }, path = '/') {
  await page.setViewportSize(size);
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(dialog).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return dialog;
}

/** On a first visit at the given size, opens a button of the main navigation with the keyboard. */
async function openByKeyboard(page: Page, size: { width: number; height: number }, name: string) {
  await firstVisit(page, size);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return { nav, button };
}

test.describe('keyboard: focus is never hidden', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width} px every tab stop on home shows clear of the cookie panel and the header`, async ({
      page,
    }) => {
      test.slow(); // about 95 presses, each waiting for the smooth scroll to settle
      await firstVisit(page, size);
      const stops = await tabThroughPage(page);
      expect(stops.length).toBeGreaterThan(80);
      // The panel is reached at once: right after the skip link.
      expect(stops[0]?.name).toBe('Skip to content');
      expect(stops[1]).toMatchObject({ name: 'read more', inPanel: true });
      expect(stops.filter((stop) => stop.covered.length > 0)).toEqual([]);
    });
  }
});

test.describe('keyboard: the Services menu', () => {
  test('closes when focus leaves it', async ({ page }) => {
    const { nav, button: services } = await openByKeyboard(page, DESKTOP, 'Services');
    const menu = page.locator(`#${await services.getAttribute('aria-controls')}`);
    const links = await menu.getByRole('link').count();
    for (let press = 0; press < links; press++) {
      await page.keyboard.press('Tab');
      await expect(menu.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Industries' })).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes when the mouse leaves it, and stays open while the mouse travels into it', async ({ page }) => {
    await firstVisit(page, DESKTOP);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.click();
    const link = page.getByRole('link', { name: 'PWA' });
    const from = (await services.boundingBox())!;
    const to = (await link.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 12 });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 860, { steps: 6 });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });
});

test.describe('keyboard: the mobile menu', () => {
  test('keeps focus inside, stops the page scrolling and closes with Escape back on its toggle', async ({ page }) => {
    const { nav, button: toggle } = await openByKeyboard(page, PHONE, 'Menu');
    await expect(nav.getByRole('button', { name: 'Menu', expanded: true })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();

    // Round and round: Tab never leaves the navigation, both ways.
    const focusedInNav = () =>
      page.evaluate(() =>
        document.activeElement?.closest('nav[aria-label="Main"]') ? document.activeElement.textContent : null,
      );
    const seen: (string | null)[] = [];
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press('Tab');
      seen.push(await focusedInNav());
    }
    expect(seen).not.toContain(null);
    expect(seen).toEqual(expect.arrayContaining(['Services', 'Blog', "Let's Talk", 'Menu']));
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: "Let's Talk" })).toBeFocused();

    // The page behind does not scroll, by wheel (over the header, part of the page) or by key.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(100, 30);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Escape works wherever focus is, even after it left the menu's controls.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });
});

test.describe('keyboard: the cookie panel', () => {
  test('read more and read less keep focus on the toggle', async ({ page }) => {
    const dialog = await firstVisit(page, DESKTOP);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'read more' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'read less', expanded: true })).toBeFocused();
    await expect(dialog.getByText(/none of them loads before you accept/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'read more', expanded: false })).toBeFocused();
  });

  test('after Accept All Cookies focus goes back to where the visitor was, not to the top', async ({ page }) => {
    await firstVisit(page, DESKTOP);
    // Well down the page by keyboard, then to the panel (as a screen reader's landmark jump would).
    const card = page.getByRole('link', { name: /Product strategy/ }).first();
    await card.focus();
    await scrollSettled(page);
    const where = await page.evaluate(() => window.scrollY);
    expect(where).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Accept All Cookies' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(where);
  });

  test('Reject All by keyboard from the top leaves focus where it was', async ({ page }) => {
    await firstVisit(page, DESKTOP);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Reject All' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
  });

  test('on a phone, Customize Settings lands on the first choice and the panel leaves the page usable', async ({
    page,
  }) => {
    const dialog = await firstVisit(page, PHONE);
    const height = async () => (await page.getByRole('dialog').boundingBox())!.height;
    // A compact sheet on a phone: well under a quarter of the screen.
    expect(await height()).toBeLessThan(PHONE.height * 0.23);

    await dialog.getByRole('button', { name: 'Customize Settings' }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings.getByRole('checkbox', { name: /Targeting & Advertising/ })).toBeFocused();
    // The settings scroll inside the panel, which covers under half the screen.
    expect(await height()).toBeLessThanOrEqual(PHONE.height * 0.45 + 1);
    expect(await settings.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const save = settings.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeFocused();
    await expect(save).toBeInViewport();
    // The page above it still scrolls and shows.
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent-status')?.value).toBe('true');
  });
});
