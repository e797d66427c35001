import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

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
    await expect(footer.getByRole('img')).toHaveCount(7); // four awards and three ISO certifications
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
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
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
