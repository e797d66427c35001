import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdf } from '../support/files';
import { applicationBody, applicationValues, leadBody, leadValues } from '../support/submissions';
import { PEOPLE, signIn, sqliteDatabase, startWorld, type World } from './world';

/**
 * The pictures of docs/inbox.md: a lead's life in the inbox at 1440 and 390 px wide. Not part of `npm test`; run
 * `INBOX_SCREENSHOTS=1 npx playwright test -c playwright.inbox.config.ts screenshots` after a build.
 */

const FOLDER = 'docs/inbox';
test.skip(!process.env.INBOX_SCREENSHOTS, 'only when INBOX_SCREENSHOTS is set');
test.describe.configure({ mode: 'serial' });

let world: World;
let lead = '';

test.beforeAll(async () => {
  world = await startWorld({ database: sqliteDatabase() });
  const post = async (path: string, body: FormData) =>
    ((await (await fetch(`${world.url}${path}`, { method: 'POST', body })).json()) as { id: string }).id;
  const brief = new File([new Uint8Array(pdf('brief'))], 'clinic-booking-brief.pdf', { type: 'application/pdf' });
  const leads: [string, string, string, Record<string, string>][] = [
    [
      'Mihai Crișan',
      'mihai@velotrans.ro',
      'Our 60 lorries need a driver app: routes, proof of delivery, fuel.',
      { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'logistics-apps' },
    ],
    [
      'Elena Vasilescu',
      'elena@fintechlab.eu',
      'We are replacing a banking app for 200k users and need a team for 9 months.',
      { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'fintech-q4' },
    ],
    ['Andrei Rus', 'andrei.rus@example.ro', 'A small e-learning MVP for our language school, budget around 20k.', {}],
  ];
  for (const [name, email, message, attribution] of leads) {
    await post('/api/leads', leadBody(leadValues({ name, email, message }), attribution));
  }
  lead = await post(
    '/api/leads',
    leadBody(
      leadValues({
        name: 'Ioana Ștefănescu',
        email: 'ioana@clinicamed.ro',
        message: 'We run 12 physiotherapy clinics in Cluj and Oradea and need a booking app for patients and staff.',
        attachments: [brief],
      }),
      {
        utm_source: 'linkedin',
        utm_medium: 'cpc',
        utm_campaign: 'clinics-q4',
        landing_page: 'https://www.wolfpack-digital.com/industries/healthcare',
      },
    ),
  );
  await post('/api/job-applications', applicationBody(applicationValues()));
  mkdirSync(FOLDER, { recursive: true });
});

test.afterAll(async () => {
  await world?.stop();
});

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${FOLDER}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a lead in the inbox, from sign-in to won', async ({ page }) => {
  await page.goto(`${world.url}/inbox/sign-in`);
  await shoot(page, 'sign-in');
  await signIn(page, world, PEOPLE.sales);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await shoot(page, 'leads');
  await page.goto(`${world.url}/inbox/leads/${lead}`);
  await page.getByLabel('Status').selectOption('qualified');
  await page.getByLabel('Assigned to').selectOption({ label: 'Sam Sales' });
  await page.getByRole('button', { name: /save progress/i }).click();
  await page
    .getByLabel('New note')
    .fill('Called Ioana: demo of the booking flow on Tuesday at 10, with their two clinic managers.');
  await page.getByRole('button', { name: /add note/i }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Note added.');
  await shoot(page, 'lead');
  await page.goto(`${world.url}/inbox/campaigns`);
  await shoot(page, 'campaigns');
});

test('a privacy request, found and ready to erase', async ({ page }) => {
  await signIn(page, world, PEOPLE.admin);
  await page.goto(`${world.url}/inbox/privacy?email=ioana%40clinicamed.ro`);
  await shoot(page, 'privacy');
});
