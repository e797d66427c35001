import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_INTAKE_DB } from '../../playwright.config';
import { docx, pdf } from '../support/files';
import { test } from './fixtures';

/**
 * Both forms, sent from the browser to the real intake of `next start` (nothing intercepted): each ends
 * up in the store and `npm run intake -- list` shows it.
 */

const intake = (...args: string[]) =>
  execFileSync('node', ['scripts/intake.mjs', ...args], {
    env: { ...process.env, INTAKE_DB: E2E_INTAKE_DB },
  }).toString();

type Listed = {
  id: string;
  kind: string;
  fields: Record<string, unknown>;
  files: { name: string; type: string; size: number }[];
};

/** The form is taken over by JavaScript (it posts with fetch) once it stops asking the browser to validate. */
const hydrated = (page: Page, name: string) =>
  expect(page.getByRole('form', { name })).toHaveJSProperty('noValidate', true);

/** A person takes a few seconds to fill a form; quicker submissions are kept aside as spam. */
const likeAPerson = (page: Page) => page.waitForTimeout(3200);

test.describe('the built-in intake', () => {
  test('a lead sent from the contact page is stored with its file and listed by the CLI', async ({ page }) => {
    const email = `e2e-lead-${Date.now()}@example.ro`;
    const brief = pdf('E2E brief');
    await page.goto('/contact');
    await hydrated(page, 'Contact form');
    await page.getByLabel('Full name').fill('Ioana Pop');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('About your project').fill('A stock-checking app for 40 pharmacies.');
    await page
      .getByLabel('Attachments (optional)')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: brief });
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/success$/);

    expect(intake('list', '--kind', 'lead')).toContain(email);
    const stored = (JSON.parse(intake('list', '--json')) as Listed[]).find((s) => s.fields.email === email);
    expect(stored).toMatchObject({ kind: 'lead', fields: { name: 'Ioana Pop', email } });
    expect(stored!.files).toMatchObject([{ name: 'brief.pdf', type: 'application/pdf', size: brief.length }]);
    // The success page shows the start of the stored submission's id, short enough to read out on the phone, and
    // the team finds the submission from what the visitor reads out.
    const reference = stored!.id
      .slice(0, 8)
      .toUpperCase()
      .replace(/^(.{4})/, '$1 ');
    await expect(page.getByText(/^Your reference:/)).toContainText(`Your reference: ${reference}`);
    expect(intake('show', reference)).toContain(`Lead ${stored!.id}`);
  });

  test('a job application with a CV is stored and listed by the CLI', async ({ page }) => {
    const email = `e2e-applicant-${Date.now()}@example.ro`;
    const cv = docx();
    await page.goto('/apply-job?job=senior-react-native-developer');
    await hydrated(page, 'Job application');
    await expect(page.getByLabel('The job')).toHaveValue('senior-react-native-developer');
    await page.getByLabel('Full name').fill('Radu Ionescu');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your CV').setInputFiles({
      name: 'Radu Ionescu CV.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: cv,
    });
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page).toHaveURL(/\/apply-job\/success$/);

    expect(intake('list', '--kind', 'application')).toContain(email);
    const stored = (JSON.parse(intake('list', '--json')) as Listed[]).find((s) => s.fields.email === email);
    expect(stored).toMatchObject({ kind: 'application', fields: { jobId: 'senior-react-native-developer' } });
    expect(stored!.files).toMatchObject([{ name: 'Radu Ionescu CV.docx', size: cv.length }]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a refused form gets a styled page under its own policy; put right, it is stored', async ({ page }) => {
      const refusedStyles: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refusedStyles.push(message.text());
      });
      const email = `e2e-no-js-${Date.now()}@example.ro`;
      await page.goto('/contact');
      await page.getByLabel('Full name').fill('Ana Pop');
      // The browser's own check takes this address; the intake's schema does not.
      await page.getByLabel('Email address').fill('ana@localhost');
      await page.getByLabel('About your project').fill('A booking app for our physiotherapy clinics.');
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Please check your form' })).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveText('Email address: Invalid email format');
      // Styled: the page's own style applied (the site's full-moon background), and the policy refused nothing.
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 243, 228)');
      expect(refusedStyles).toEqual([]);

      await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/contact');
      // As the page says, the browser's Back button returns to the form with what was typed.
      await page.goBack();
      await expect(page.getByLabel('About your project')).toHaveValue('A booking app for our physiotherapy clinics.');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\/success\?reference=[0-9a-f-]{36}$/);
      expect(intake('list', '--kind', 'lead')).toContain(email);
    });
  });

  test('no URL serves the store or its files', async ({ request }) => {
    for (const path of ['/data/intake.db', `/${E2E_INTAKE_DB}`, '/intake.db', '/api/leads']) {
      expect((await request.get(path)).status(), path).toBeGreaterThanOrEqual(404);
    }
  });
});
