import { expect, type Page } from '@playwright/test';
import { pdf } from '../support/files';
import { test } from './fixtures';

// The data-layer events of docs/analytics.md, as the production build pushes them. The build under test has a
// tag-manager id (scripts/build-env.mjs); there is no network, so third-party scripts are answered empty.
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|hotjar\.com|hotjar\.io|driftt\.com|drift\.com/;

const consent = (value: 'true' | 'false') => ({
  cookies: [
    {
      name: 'consent-status',
      value,
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
});

const person = { name: 'Ana Pop', email: 'ana.pop@example.com', phone: '+40 744 123 456' };
const applicant = { name: 'Radu Ionescu', email: 'radu.ionescu@example.com', phone: '0744 987 654' };

test.beforeEach(async ({ context }) => {
  await context.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  for (const path of ['/api/leads', '/api/job-applications']) {
    await context.route(`**${path}`, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'sub_1' }) }),
    );
  }
});

/**
 * The site's own events (not Consent Mode commands, not the tag manager's start event), but for the Web Vitals
 * a consented page load pushes on its own timing (tests/e2e/webVitals.spec.ts).
 */
const siteEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        Object.prototype.toString.call(entry) !== '[object Arguments]' &&
        typeof (entry as { event?: unknown }).event === 'string' &&
        !(entry as { event: string }).event.startsWith('gtm.') &&
        (entry as { event: string }).event !== 'web_vitals',
    ),
  );

/** Every data-layer entry as text, Consent Mode commands included. */
const wholeDataLayer = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      (window.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    ),
  );

const hydrated = async (page: Page, name: string) =>
  expect(page.getByRole('form', { name })).toHaveJSProperty('noValidate', true);

const headerLetsTalk = (page: Page) => page.getByRole('banner').getByRole('link', { name: "Let's Talk", exact: true });

/** From a campaign link to the pricing page, through the header's "Let's Talk", to a sent contact form. */
async function sendContact(page: Page) {
  await page.goto('/services/pricing?utm_source=clutch&utm_medium=referral&utm_campaign=autumn-2026');
  await page.waitForFunction(() => sessionStorage.getItem('landing_page') !== null);
  await headerLetsTalk(page).click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page, 'Contact form');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Phone number (optional)').fill(person.phone);
  await page.getByLabel('About your project').fill('A booking app for our 40 physiotherapy clinics, iOS and Android.');
  await page.getByLabel('Budget (optional)').selectOption({ label: '€50,000 to €100,000' });
  await page.getByLabel('Timeline (optional)').selectOption({ label: 'Within the next 3 months' });
  await page.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await page.getByRole('checkbox', { name: 'Recommended by someone' }).check();
  await page
    .getByLabel('Attachments (optional)')
    .setInputFiles([{ name: 'ana-pop-brief.pdf', mimeType: 'application/pdf', buffer: pdf('Clinic booking brief') }]);
  await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\/success$/);
}

/** From a job page to a sent application with a CV. */
async function sendApplication(page: Page) {
  await page.goto('/jobs/senior-react-native-developer');
  await page.getByRole('link', { name: 'Send Application' }).first().click();
  await expect(page).toHaveURL(/\/apply-job\?job=senior-react-native-developer$/);
  await hydrated(page, 'Job application');
  await expect(page.getByLabel('The job')).toHaveValue('senior-react-native-developer');
  await page.getByLabel('Full name').fill(applicant.name);
  await page.getByLabel('Email address').fill(applicant.email);
  await page.getByLabel('Phone number (optional)').fill(applicant.phone);
  await page.getByLabel('Your CV').setInputFiles({
    name: 'radu-ionescu-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Radu Ionescu, React Native developer since 2018.'),
  });
  await page.getByRole('checkbox', { name: /Subscribe to our newsletter/ }).check();
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page).toHaveURL(/\/apply-job\/success$/);
}

/** Nothing a visitor typed, in any entry, in any form it could take (the phone as typed or without spaces). */
function expectNothingPersonal(dataLayer: string, visitor: typeof person) {
  for (const typed of [visitor.name, visitor.email, visitor.phone, visitor.phone.replace(/\s/g, '')]) {
    expect(dataLayer).not.toContain(typed);
  }
  expect(dataLayer).not.toContain('example.com');
  expect(dataLayer).not.toContain('.pdf');
}

test.describe('with consent', () => {
  test.use({ storageState: consent('true') });

  test('a contact link reports where it sits: header, hero, banner or footer', async ({ page }) => {
    const clicks = [
      ['/', 'header', "Let's Talk", headerLetsTalk(page)],
      ['/', 'hero', "Let's Hunt Together!", page.getByRole('link', { name: "Let's Hunt Together!" })],
      ['/projects', 'cta_banner', 'Get In Touch', page.getByRole('link', { name: /Let's work together/ })],
      ['/', 'footer', "Let's Talk", page.getByRole('contentinfo').getByRole('link', { name: "Let's Talk" })],
    ] as const;
    for (const [path, location, text, link] of clicks) {
      await page.goto(path);
      await link.click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await siteEvents(page), location).toEqual([
        { event: 'get_in_touch_click', link_text: text, link_location: location, page_path: path },
      ]);
    }
  });

  test('a sent contact form pushes the lead type, budget and campaign, never the prospect', async ({ page }) => {
    await sendContact(page);
    const events = await siteEvents(page);
    expect(events).toEqual([
      { event: 'get_in_touch_click', link_text: "Let's Talk", link_location: 'header', page_path: '/services/pricing' },
      {
        event: 'get_in_touch_form',
        lead_type: 'general_enquiry',
        budget: '50k_100k',
        timeline: 'within_3_months',
        sources: 'linkedin,referral',
        attachments: 1,
        utm_source: 'clutch',
        utm_medium: 'referral',
        utm_campaign: 'autumn-2026',
        landing_page: '/services/pricing',
      },
      { event: 'subscribed_to_newsletter', form: 'contact' },
    ]);
    expectNothingPersonal(await wholeDataLayer(page), person);
  });

  test('a sent application pushes the job, never the applicant', async ({ page }) => {
    await sendApplication(page);
    expect(await siteEvents(page)).toEqual([
      {
        event: 'apply_job_form',
        job_id: 'senior-react-native-developer',
        job_title: 'Senior React Native Developer',
        department: 'Engineering',
        seniority: 'Senior',
        attachments: 1,
      },
      { event: 'subscribed_to_newsletter', form: 'application' },
    ]);
    expectNothingPersonal(await wholeDataLayer(page), applicant);
  });
});

test.describe('without consent', () => {
  test.use({ storageState: consent('false') });

  test('the same journeys push no event at all', async ({ page }) => {
    await sendContact(page);
    expect(await siteEvents(page)).toEqual([]);
    await sendApplication(page);
    expect(await siteEvents(page)).toEqual([]);
  });
});
