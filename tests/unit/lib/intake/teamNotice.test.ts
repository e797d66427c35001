// @vitest-environment node
/**
 * MAIL_TEAM_NOTICE_ONLY through the outbox relay, to a real SMTP server on loopback, read back with mailparser:
 * on, the team's e-mail holds none of the submitted values in its subject, parts or headers, has no Reply-To and no
 * files, and links to the submission in the inbox with its short reference; off, it is the full notification.
 * The sender's acknowledgement is the same either way.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@/content/jobs';
import { config } from '@/lib/config';
import { shortReference } from '@/lib/forms/reference';
import { acknowledgement, teamNotification } from '@/lib/intake/mail/messages';
import { createMailer } from '@/lib/intake/mail/transport';
import { OutboxRelay } from '@/lib/intake/relay/relay';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore, NewSubmission } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead, tempDir } from '@/tests/support/intakeDb';
import { startSmtpServer, type Received, type TestSmtpServer } from '@/tests/support/smtpServer';

const FROM = 'Wolfpack Digital <website@wolfpack-digital.com>';
const SALES = 'sales@wolfpack-digital.com';
const RECRUITING = 'jobs@wolfpack-digital.com';

/** Values no template, label or setting holds, so finding one in the e-mail means it came from the submission. */
const NAME = 'Ștefănia Mureșan-Bălțătescu';
const EMAIL = 'stefania.muresan@podgoria-alba.ro';
const PHONE = '+40 744 918 273';
const MESSAGE = 'We press twelve thousand bottles of Fetească Regală each autumn and want a harvest booking app.';
const CAMPAIGN = 'toamna-vinului-2026';
const LANDING_PAGE = 'https://www.wolfpack-digital.com/industries/agritech?ref=podgoria';
const PROFILE = 'https://www.linkedin.com/in/stefania-muresan-vin';
const FILE_NAME = 'oferta-podgoria-alba.pdf';
/** Each value, and pieces of it that a partial leak (a first name, a domain, the digits) would show. */
const SUBMITTED = [
  NAME,
  'Ștefănia',
  'Mureșan',
  'Bălțătescu',
  EMAIL,
  'stefania.muresan',
  'podgoria',
  PHONE,
  '744 918 273',
  '744918273',
  MESSAGE,
  'Fetească',
  'harvest booking',
  CAMPAIGN,
  'toamna',
  LANDING_PAGE,
  'agritech',
  PROFILE,
  FILE_NAME,
];

let smtp: TestSmtpServer;
let store: IntakeStore;
let temp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  temp = tempDir();
  store = openSqliteStore(temp.db);
  smtp.received.length = 0;
});
afterEach(async () => {
  await store.close();
  temp.remove();
});

const relay = (teamNoticeOnly?: boolean) =>
  new OutboxRelay({
    store,
    maxAttempts: 3,
    baseDelayMs: 30_000,
    timeoutMs: 2000,
    random: () => 0.5,
    log: () => {},
    mailer: createMailer({ smtpUrl: smtp.url, from: FROM, timeoutMs: 2000 }),
    ...(teamNoticeOnly !== undefined && { teamNoticeOnly }),
  });

/** A lead with every value distinctive, UTM attribution and a file; told to sales and acknowledged. */
const lead = (overrides: Partial<NewSubmission> = {}) =>
  newLead({
    entries: [
      ['lead[name]', NAME],
      ['lead[email]', EMAIL],
    ],
    fields: {
      name: NAME,
      email: EMAIL,
      phone: PHONE,
      message: MESSAGE,
      budget: '50k_100k',
      timeline: 'within_3_months',
      sources: ['linkedin'],
      mailing: true,
      leadType: 'general_enquiry',
    },
    attribution: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: CAMPAIGN,
      landing_page: LANDING_PAGE,
      first_visit_at: '2026-03-01T18:02:11.000Z',
    },
    files: [{ field: 'lead[leads_attachments][]', name: FILE_NAME, type: 'application/pdf', bytes: pdf('Oferta') }],
    notifyTo: [SALES],
    acknowledgeTo: EMAIL,
    ...overrides,
  });

const job = jobs.all[0]!;
const application = () =>
  newLead({
    kind: 'application',
    entries: [['application[name]', NAME]],
    fields: {
      name: NAME,
      email: EMAIL,
      phone: PHONE,
      jobId: job.slug,
      message: MESSAGE,
      link: PROFILE,
      mailing: false,
    },
    attribution: { landing_page: LANDING_PAGE, utm_campaign: CAMPAIGN },
    files: [{ field: 'application[cv]', name: FILE_NAME, type: 'application/pdf', bytes: pdf('CV') }],
    notifyTo: [RECRUITING],
    acknowledgeTo: EMAIL,
  });

async function send(submission: NewSubmission, teamNoticeOnly?: boolean) {
  const { id } = await store.save(submission);
  await relay(teamNoticeOnly).runOnce();
  const team = smtp.received.find((mail) => [SALES, RECRUITING].includes(mail.envelope.to.join(',')));
  const ack = smtp.received.find((mail) => mail.envelope.to.join(',') === EMAIL);
  return { id, team: team!, ack, stored: (await store.get(id))! };
}

/** Everything a mail client shows or keeps of the message: subject, both parts, every header (decoded and raw). */
const everywhere = (mail: Received) => ({
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  headers: JSON.stringify([...mail.headers]),
  rawHeaders: mail.headerLines.map((header) => header.line).join('\n'),
  raw: mail.raw,
});

function expectNoneSubmitted(mail: Received) {
  for (const [where, content] of Object.entries(everywhere(mail))) {
    for (const value of SUBMITTED) {
      expect(content.includes(value), `${JSON.stringify(value)} in the ${where}`).toBe(false);
    }
  }
}

describe('the team e-mail with MAIL_TEAM_NOTICE_ONLY on', () => {
  it('holds nothing the sender gave: no value in subject, text, HTML or headers, no Reply-To, no files', async () => {
    const { team } = await send(lead(), true);
    expectNoneSubmitted(team);
    expect(team.replyTo).toBeUndefined();
    expect(team.raw).not.toMatch(/^reply-to:/im);
    expect(team.attachments).toEqual([]);
    expect(team.raw).not.toMatch(/content-disposition: attachment/i);
  });

  it('says what came in, when, its short reference, why it holds no details, and links to it in the inbox', async () => {
    const { id, team } = await send(lead(), true);
    const link = `${config.siteUrl}/inbox/leads/${id}`;
    const reference = shortReference(id);
    expect(team.subject).toBe(`New enquiry (${reference})`);
    expect(team.text).toContain('Received: Monday 2 March 2026, 09:15 UTC');
    expect(team.text).toContain(`The sender's reference: ${reference}`);
    expect(team.text).toContain(link);
    expect(team.text).toContain('so their data stays in the inbox, where it can be erased on request');
    expect(team.html).toContain(`href="${link}"`);
    expect(team.html).toContain(`>${reference}<`);
    expect(team.html).toContain('>Monday 2 March 2026, 09:15 UTC<');
    expect(team.messageId).toBe(`<${id}.team-mail@wolfpack-digital.com>`);
  });

  it('names the job of an application by its title and links to the application', async () => {
    const { id, team } = await send(application(), true);
    expectNoneSubmitted(team);
    expect(team.replyTo).toBeUndefined();
    expect(team.attachments).toEqual([]);
    expect(team.subject).toBe(`New job application for ${job.title} (${shortReference(id)})`);
    expect(team.text).toContain(`The job: ${job.title}`);
    expect(team.text).toContain(`${config.siteUrl}/inbox/applications/${id}`);
    expect(team.html).toContain(`href="${config.siteUrl}/inbox/applications/${id}"`);
  });

  it('keeps the spam marking of a submission kept aside as spam', async () => {
    const { id, team } = await send(lead({ spam: 'honeypot', acknowledgeTo: null }), true);
    expectNoneSubmitted(team);
    expect(team.subject).toBe(`[Possible spam: honeypot filled] New enquiry (${shortReference(id)})`);
    expect(team.text!.split('\n')[0]).toMatch(/^\*\*\* Possible spam: the form's hidden honeypot field was filled in/);
    expect(team.html).toContain('It was kept aside as spam and not forwarded to a CRM.');
  });

  it('leaves the acknowledgement to the sender as it is', async () => {
    const { ack } = await send(lead(), true);
    const expected = await acknowledgement('lead');
    expect(ack!.subject).toBe(expected.subject);
    expect(ack!.text?.trim()).toBe(expected.text.trim());
    expect(ack!.attachments).toEqual([]);
  });
});

describe('the team e-mail with MAIL_TEAM_NOTICE_ONLY off', () => {
  it.each([
    ['unset', undefined],
    ['false', false],
  ] as const)('(%s) is the full notification, with Reply-To and the files', async (_setting, teamNoticeOnly) => {
    const { team, stored } = await send(lead(), teamNoticeOnly);
    const expected = await teamNotification(stored);
    expect(team.subject).toBe(expected.subject);
    expect(team.text?.trim()).toBe(expected.text.trim());
    for (const value of [NAME, EMAIL, PHONE, MESSAGE, CAMPAIGN]) expect(team.text).toContain(value);
    expect(team.replyTo?.text).toBe(EMAIL);
    expect(team.attachments.map((file) => file.filename)).toEqual([FILE_NAME]);
    expect(team.text).not.toContain('/inbox/');
  });
});
