/**
 * The content of the e-mails the intake sends: one to the team for each stored submission (in full, or only a
 * notice with a link to the inbox when MAIL_TEAM_NOTICE_ONLY is on), and an acknowledgement to its sender. Pure
 * builders: the relay (lib/intake/relay/relay.ts) adds the addresses and, to the full notification only, sets
 * Reply-To to the sender and attaches the files' bytes. The plain-text part is written here from the same
 * props the React Email templates (lib/intake/mail/templates/) lay out, so both parts carry the same facts.
 * The text the team reads carries no bidirectional override or control character a visitor typed.
 */
import { createElement } from 'react';
import { render } from '@react-email/components';
import { Acknowledgement, type AcknowledgementProps } from '@/lib/intake/mail/templates/Acknowledgement';
import type { Fact } from '@/lib/intake/mail/templates/TeamMailFrame';
import {
  TeamNotification,
  type AttachedFile,
  type TeamNotificationProps,
} from '@/lib/intake/mail/templates/TeamNotification';
import { TeamNotice, type TeamNoticeProps } from '@/lib/intake/mail/templates/TeamNotice';
import { jobs } from '@/content/jobs';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { formatBytes } from '@/lib/forms/files';
import { shortReference } from '@/lib/forms/reference';
import { inboxPaths } from '@/lib/inbox/access';
import { isHeaderSafe } from '@/lib/intake/mail/headers';
import { MIN_FILL_MS } from '@/lib/intake/guards/spam';
import type { SpamVerdict, StoredFile, Submission } from '@/lib/intake/store/store';
import { APPLICATION_LABELS, LEAD_LABELS } from '@/lib/validation/labels';
import {
  BUDGET_OPTIONS,
  LEAD_TYPE_OPTIONS,
  SOURCE_OPTIONS,
  SUBSCRIBER_SOURCE_OPTIONS,
  TIMELINE_OPTIONS,
  type Option,
} from '@/lib/validation/options';

export type MailContent = { subject: string; text: string; html: string };

const NOT_GIVEN = 'Not given';
/** How much of the sender's name a subject shows: enough to recognise, never the whole inbox line. */
const SUBJECT_NAME_LENGTH = 80;

// Text normalising ---------------------------------------------------------------------------------------

/** Bidirectional overrides, embeddings, isolates and marks: they could make a name read backwards. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Any run of whitespace or control characters (CR, LF, NUL, C1, U+2028 ...) as one space: one safe line. */
const oneLine = (value: string) =>
  value
    .replace(BIDI_CONTROLS, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/** Free text with its line breaks as `\n`, no other control character but tab, and no bidirectional override. */
const multiLine = (value: string) =>
  value
    .replace(BIDI_CONTROLS, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();

/** At most `max` characters (code points), three dots marking a cut. */
const cap = (value: string, max: number) => {
  const characters = [...value];
  if (characters.length <= max) return value;
  const kept = characters.slice(0, max - 3).join('');
  return `${kept.trimEnd()}...`;
};

const underline = (title: string, mark: string) => `${title}\n${mark.repeat([...title].length)}`;

/** `Monday 2 March 2026, 09:15 UTC`, assembled from parts so it reads the same whatever Node's ICU. */
const utcFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export function formatUtc(date: Date): string {
  const part = Object.fromEntries(utcFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} UTC`;
}

// Field values -------------------------------------------------------------------------------------------

const textOf = (value: unknown) => (typeof value === 'string' ? oneLine(value) : '');
const textsOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf).filter(Boolean) : []);
/** An option's label; a value the list no longer has shows as it was stored. */
const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
const httpLink = (value: string) => (/^https?:\/\//i.test(value) ? value : undefined);

/** A job's title, or its slug with a note when the job is no longer listed. */
export const jobTitle = (slug: string) => jobs.bySlug(slug)?.title ?? `${slug} (no longer listed)`;

type FieldFormat = (value: unknown) => { value: string; href?: string };
const plain: FieldFormat = (value) => ({ value: textOf(value) });
const option =
  (options: readonly Option[]): FieldFormat =>
  (value) => ({ value: labelOf(options, textOf(value)) });
const yesNo: FieldFormat = (value) => ({ value: value === true ? 'Yes' : 'No' });
const email: FieldFormat = (value) => {
  const address = textOf(value);
  return { value: address, href: address ? `mailto:${address}` : undefined };
};
const link: FieldFormat = (value) => ({ value: textOf(value), href: httpLink(textOf(value)) });

/** The rows of each form, in the form's order; the free-text message is shown apart, below them. */
const FIELDS: Record<Submission['kind'], [field: string, format: FieldFormat][]> = {
  lead: [
    ['name', plain],
    ['email', email],
    ['phone', plain],
    ['budget', option(BUDGET_OPTIONS)],
    ['timeline', option(TIMELINE_OPTIONS)],
    [
      'sources',
      (value) => ({
        value: textsOf(value)
          .map((source) => labelOf(SOURCE_OPTIONS, source))
          .join('; '),
      }),
    ],
    ['leadType', option(LEAD_TYPE_OPTIONS)],
    ['mailing', yesNo],
    ['subscriberSource', option(SUBSCRIBER_SOURCE_OPTIONS)],
  ],
  application: [
    ['name', plain],
    ['email', email],
    ['phone', plain],
    ['jobId', (value) => ({ value: textOf(value) && jobTitle(textOf(value)) })],
    ['link', link],
    ['mailing', yesNo],
  ],
};

const LABELS: Record<Submission['kind'], Record<string, string>> = {
  lead: LEAD_LABELS,
  application: APPLICATION_LABELS,
};

export function fieldFacts(submission: Submission): Fact[] {
  const labels = LABELS[submission.kind];
  return FIELDS[submission.kind].map(([field, format]) => {
    const { value, href } = format(submission.fields[field]);
    const label = labels[field] ?? field;
    return value ? { label, value, href } : { label, value: NOT_GIVEN };
  });
}

// Attribution and files ----------------------------------------------------------------------------------

const ATTRIBUTION_LABELS: Record<string, string> = {
  utm_source: 'Source (utm_source)',
  utm_medium: 'Medium (utm_medium)',
  utm_campaign: 'Campaign (utm_campaign)',
  landing_page: 'Landing page',
  first_visit_at: 'First visit',
  country: 'Country',
};

export function attributionFacts(attribution: Record<string, string>): Fact[] {
  const known = Object.keys(ATTRIBUTION_LABELS).filter((key) => key in attribution);
  const others = Object.keys(attribution).filter((key) => !(key in ATTRIBUTION_LABELS));
  const facts = [...known, ...others].map((key): Fact => {
    const value = oneLine(attribution[key] ?? '');
    const label = ATTRIBUTION_LABELS[key] ?? oneLine(key);
    if (key === 'landing_page') return { label, value, href: httpLink(value) };
    if (key === 'first_visit_at' && !Number.isNaN(Date.parse(value)))
      return { label, value: formatUtc(new Date(value)) };
    return { label, value };
  });
  return facts.length > 0 ? facts : [{ label: 'Attribution', value: 'None recorded' }];
}

const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
};

const attachedFile = (file: StoredFile): AttachedFile => ({
  name: oneLine(file.name),
  details: `${FILE_KINDS[file.type] ?? file.type}, ${formatBytes(file.size)}`,
});

// Team notification --------------------------------------------------------------------------------------

const SPAM: Record<NonNullable<SpamVerdict>, { tag: string; why: string }> = {
  honeypot: {
    tag: 'honeypot filled',
    why: "the form's hidden honeypot field was filled in. People never see that field; bots fill it in.",
  },
  'too-fast': {
    tag: `sent in under ${MIN_FILL_MS / 1000} seconds`,
    why: `the form was sent less than ${MIN_FILL_MS / 1000} seconds after it was shown, faster than a person can fill it in.`,
  },
};

const spamNotice = (verdict: NonNullable<SpamVerdict>) =>
  `Possible spam: ${SPAM[verdict].why} It was kept aside as spam and not forwarded to a CRM. If a person sent it, reply as usual.`;

const siteHost = () => new URL(config.siteUrl).host;

const leadTitle = (submission: Submission) =>
  submission.fields.leadType === 'quote_request' ? 'New quote request' : 'New enquiry';

function subjectOf(submission: Submission): string {
  const name = cap(textOf(submission.fields.name), SUBJECT_NAME_LENGTH);
  const spam = submission.spam ? `[Possible spam: ${SPAM[submission.spam].tag}] ` : '';
  if (submission.kind === 'application') {
    const job = textOf(submission.fields.jobId);
    return oneLine(`${spam}Application: ${[name, job && `for ${jobTitle(job)}`].filter(Boolean).join(' ')}`);
  }
  const parts = [
    name,
    labelOf(BUDGET_OPTIONS, textOf(submission.fields.budget)),
    labelOf(TIMELINE_OPTIONS, textOf(submission.fields.timeline)),
  ].filter(Boolean);
  return oneLine(`${spam}${leadTitle(submission)}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`);
}

/**
 * The sender's address as the team e-mail's Reply-To; null when there is none, or when the stored one (kept
 * from before addresses were refused for control characters) could not be a header: the e-mail goes without.
 */
export function replyAddress(submission: Submission): string | null {
  const address = submission.fields.email;
  return typeof address === 'string' && address !== '' && isHeaderSafe(address) ? address : null;
}

/** How the team answers the sender: by replying, or, with no Reply-To, by checking the address first. */
function replyLine(submission: Submission, name: string, address: string): string {
  if (replyAddress(submission)) return `Reply to this e-mail to answer ${name || 'the sender'} at ${address}.`;
  return `This e-mail has no Reply-To: the address given holds a line break or control character that no mail header can carry. Check it before you write to ${address}.`;
}

/** What the team e-mail says, for the template and the plain-text part alike. */
function notificationProps(submission: Submission): TeamNotificationProps {
  const isLead = submission.kind === 'lead';
  const labels = LABELS[submission.kind];
  const name = textOf(submission.fields.name);
  const address = textOf(submission.fields.email);
  const message = typeof submission.fields.message === 'string' ? multiLine(submission.fields.message) : '';
  const title = isLead ? leadTitle(submission) : 'New job application';
  const spam = submission.spam ? spamNotice(submission.spam) : null;
  const { id } = submission;
  const hasFiles = submission.files.length > 0;
  return {
    preview: spam ?? (cap(oneLine(message), 140) || title),
    spamNotice: spam,
    heading: name ? `${title} from ${name}` : title,
    intro: [
      `Received ${formatUtc(submission.receivedAt)}.`,
      ...(address ? [replyLine(submission, name, address)] : []),
    ],
    fields: fieldFacts(submission),
    message: { label: labels.message ?? 'Message', value: message || NOT_GIVEN },
    attribution: { heading: 'Where they came from', facts: attributionFacts(submission.attribution) },
    files: {
      heading: isLead ? (labels.attachments ?? 'Attachments') : 'CV',
      items: submission.files.map(attachedFile),
      note: hasFiles ? 'Attached to this e-mail, and kept in the intake.' : 'No files were sent.',
    },
    intake: {
      heading: 'In the intake',
      // The short form is what the sender's success page showed, and what they read out on the phone.
      lines: [`Submission ${id}`, `The sender's reference: ${shortReference(id)}`],
      commands: [
        `npm run intake -- show ${id}`,
        ...(hasFiles ? [`npm run intake -- files ${id} --out ./downloads`] : []),
      ],
    },
    footnote: `Sent by the ${isLead ? 'contact' : 'job application'} form of ${siteHost()} for each ${isLead ? 'enquiry' : 'application'} it stores.`,
  };
}

/** The plain-text footer after the "-- " signature line mail clients recognise: why it came, and from whom. */
const signature = (footnote: string) => ['', '-- ', footnote, `${site.legalName} · ${site.city}, ${site.country}`, ''];
const factLines = (facts: Fact[]) => facts.map((fact) => `${fact.label}: ${fact.value}`);

function notificationText(props: TeamNotificationProps): string {
  const section = (title: string, lines: string[]) => ['', underline(title, '-'), ...lines];
  return [
    ...(props.spamNotice ? [`*** ${props.spamNotice} ***`, ''] : []),
    underline(props.heading, '='),
    ...props.intro,
    '',
    ...factLines(props.fields),
    ...section(
      props.message.label,
      props.message.value.split('\n').map((line) => (line ? `  ${line}` : '')),
    ),
    ...section(props.attribution.heading, factLines(props.attribution.facts)),
    ...section(props.files.heading, [
      ...props.files.items.map((file) => `- ${file.name} (${file.details})`),
      props.files.note,
    ]),
    ...section(props.intake.heading, [...props.intake.lines, ...props.intake.commands]),
    ...signature(props.footnote),
  ].join('\n');
}

/** The e-mail to sales (lead) or recruiting (application) for one stored submission. */
export async function teamNotification(submission: Submission): Promise<MailContent> {
  const props = notificationProps(submission);
  return {
    subject: subjectOf(submission),
    text: notificationText(props),
    html: await render(createElement(TeamNotification, props)),
  };
}

// Team notice --------------------------------------------------------------------------------------------

/** The submission's page in the back office, on the site's own origin. */
export const inboxLink = ({ kind, id }: Pick<Submission, 'kind' | 'id'>) =>
  `${config.siteUrl}${kind === 'lead' ? inboxPaths.leads : inboxPaths.applications}/${id}`;

/** The job applied for, by its title (not personal data); empty when none was given. */
const jobOf = (submission: Submission) => {
  const job = submission.kind === 'application' ? textOf(submission.fields.jobId) : '';
  return job && jobTitle(job);
};

/** What the notice says, for the template and the plain-text part alike: nothing the visitor typed. */
function noticeProps(submission: Submission): TeamNoticeProps {
  const isLead = submission.kind === 'lead';
  const job = jobOf(submission);
  const title = isLead ? leadTitle(submission) : 'New job application';
  const heading = job ? `${title} for ${job}` : title;
  const reference = shortReference(submission.id);
  const spam = submission.spam
    ? `Possible spam: ${SPAM[submission.spam].why} It was kept aside as spam and not forwarded to a CRM. If a person sent it, answer them from the inbox.`
    : null;
  return {
    preview: spam ?? `${heading}, reference ${reference}. Open it in the inbox.`,
    spamNotice: spam,
    heading,
    facts: [
      ...(job ? [{ label: APPLICATION_LABELS.jobId, value: job }] : []),
      { label: 'Received', value: formatUtc(submission.receivedAt) },
      { label: "The sender's reference", value: reference },
    ],
    link: { label: `Open the ${isLead ? 'enquiry' : 'application'} in the inbox`, href: inboxLink(submission) },
    why: 'This e-mail holds none of the details the sender gave, so their data stays in the inbox, where it can be erased on request.',
    footnote: `Sent by the ${isLead ? 'contact' : 'job application'} form of ${siteHost()} for each ${isLead ? 'enquiry' : 'application'} it stores.`,
  };
}

function noticeText(props: TeamNoticeProps): string {
  return [
    ...(props.spamNotice ? [`*** ${props.spamNotice} ***`, ''] : []),
    underline(props.heading, '='),
    ...props.facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    `${props.link.label}:`,
    props.link.href,
    '',
    props.why,
    ...signature(props.footnote),
  ].join('\n');
}

function noticeSubject(submission: Submission, props: TeamNoticeProps): string {
  const spam = submission.spam ? `[Possible spam: ${SPAM[submission.spam].tag}] ` : '';
  return oneLine(`${spam}${props.heading} (${shortReference(submission.id)})`);
}

/**
 * The e-mail to sales or recruiting when MAIL_TEAM_NOTICE_ONLY is on: what came in (for which job), when, its
 * reference and a link to it in the inbox, with no personal data; the relay sends it with no Reply-To and no files.
 */
export async function teamNotice(submission: Submission): Promise<MailContent> {
  const props = noticeProps(submission);
  return {
    subject: noticeSubject(submission, props),
    text: noticeText(props),
    html: await render(createElement(TeamNotice, props)),
  };
}

// Acknowledgement ----------------------------------------------------------------------------------------

/** The copy of each acknowledgement: fixed per kind, so nothing a visitor typed can ride along. */
function acknowledgementProps(kind: Submission['kind']): AcknowledgementProps & { subject: string } {
  const within = site.replyWithin[kind === 'lead' ? 'enquiry' : 'application'];
  const common = {
    signOff: `The ${site.name} team`,
    site: { label: siteHost(), href: config.siteUrl },
  };
  const footnote = (form: string, what: string) =>
    `You received this because this address was entered in the ${form} on our website. If that was not you, write to ${site.email} and we will delete the ${what}.`;
  if (kind === 'lead') {
    return {
      ...common,
      subject: `Thank you for getting in touch: we reply within ${within}`,
      preview: `A senior engineer and a product designer reply within ${within}.`,
      heading: 'Your message reached the pack',
      intro: `Thank you for telling us about your project: it is now with our team in ${site.city}.`,
      steps: {
        heading: 'What happens next',
        items: [
          'A senior engineer and a product designer read it, attachments included.',
          `Within ${within} they reply with questions, a first view on approach and a rough estimate range.`,
          'Then a 45-minute call to walk through the product together, and a written proposal with scope, team, timeline and cost.',
        ],
      },
      contact: {
        before: 'Something to add, a file you forgot, or an NDA to sign before you share more? Write to ',
        email: site.email,
        after: ' from the address you used in the form.',
      },
      footnote: footnote('contact form', 'message'),
    };
  }
  return {
    ...common,
    subject: `Thank you for applying: we reply within ${within}`,
    preview: `You hear back from us within ${within}, whatever the answer.`,
    heading: 'Your application reached the pack',
    intro: `Thank you for applying to ${site.name}. Your application and CV are with our people team in ${site.city}.`,
    steps: {
      heading: 'What happens next',
      items: [
        'A person, not a filter, reads your application and your CV.',
        `Within ${within} you hear back from us, whatever the answer.`,
        'If there is a match, we book a 30-minute intro call, then a technical or portfolio conversation with the people you would work with.',
      ],
    },
    contact: {
      before: 'Something to add, or a newer CV? Write to ',
      email: site.email,
      after: ' from the address you used in the form.',
    },
    footnote: footnote('job application form', 'application'),
  };
}

function acknowledgementText(props: AcknowledgementProps): string {
  return [
    underline(props.heading, '='),
    '',
    props.intro,
    '',
    underline(props.steps.heading, '-'),
    ...props.steps.items.map((item, index) => `${index + 1}. ${item}`),
    '',
    `${props.contact.before}${props.contact.email}${props.contact.after}`,
    '',
    props.signOff,
    props.site.href,
    ...signature(props.footnote),
  ].join('\n');
}

/** The acknowledgement to the sender of a lead or an application: no text the visitor typed. */
export async function acknowledgement(kind: Submission['kind']): Promise<MailContent> {
  const { subject, ...props } = acknowledgementProps(kind);
  return {
    subject,
    text: acknowledgementText(props),
    html: await render(createElement(Acknowledgement, props)),
  };
}
