// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jobs } from '@/content/jobs';
import { site } from '@/content/site';
import { assertHeaderSafe } from '@/lib/intake/mail/headers';
import { acknowledgement, teamNotification } from '@/lib/intake/mail/messages';
import { storedApplication, storedLead, SUBMISSION_ID } from '@/tests/support/storedSubmission';

const ID = SUBMISSION_ID;
const leadFields = storedLead().fields;
/** A message of two lines, the first ended as Windows does. */
const twoLines = () =>
  storedLead({
    fields: {
      ...leadFields,
      message: 'We run 40 pharmacies in Transylvania.\r\nWe need a stock-checking app for our staff.',
    },
  });

const lines = (text: string) => text.split('\n');
/** The facts as text nodes of the HTML: between a tag's end and the next tag. */
const textNode = (value: string) => `>${value}<`;

describe('the team notification of a lead', () => {
  it('names the sender, budget and timeline by their labels in the subject', async () => {
    const { subject } = await teamNotification(storedLead());
    expect(subject).toBe('New enquiry: Ioana Pop · €50,000 to €100,000 · Within the next 3 months');
  });

  it('leaves out of the subject what was not given, and says a quote request is one', async () => {
    const fields = { ...leadFields, budget: '', timeline: '', leadType: 'quote_request' };
    expect((await teamNotification(storedLead({ fields }))).subject).toBe('New quote request: Ioana Pop');
  });

  const facts = [
    'Full name: Ioana Pop',
    'Email address: ioana.pop@example.ro',
    'Phone number: +40 721 555 012',
    'Budget: €50,000 to €100,000',
    'Timeline: Within the next 3 months',
    'How you heard about us: LinkedIn; Our blog or an article',
    'Type of enquiry: General enquiry',
    'Subscribe to our newsletter: Yes',
    'Newsletter source: Contact page',
    'Source (utm_source): newsletter',
    'Medium (utm_medium): email',
    'Campaign (utm_campaign): spring-2026',
    'Landing page: https://www.wolfpack-digital.com/services/mobile-development',
    'First visit: Sunday 1 March 2026, 18:02 UTC',
  ];

  it('lists every field under its label, with option labels, the attribution, files, id and command', async () => {
    const { text } = await teamNotification(twoLines());
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'New enquiry from Ioana Pop',
        'Received Monday 2 March 2026, 09:15 UTC.',
        'Reply to this e-mail to answer Ioana Pop at ioana.pop@example.ro.',
        ...facts,
        'About your project',
        '  We run 40 pharmacies in Transylvania.',
        '  We need a stock-checking app for our staff.',
        '- brief.pdf (PDF, 240 KB)',
        '- wireframes.docx (Word document, 1.2 MB)',
        `Submission ${ID}`,
        // What the sender's success page showed them (7d3f0c1e-...).
        "The sender's reference: 7D3F 0C1E",
        `npm run intake -- show ${ID}`,
        `npm run intake -- files ${ID} --out ./downloads`,
      ]),
    );
    for (const raw of ['50k_100k', 'within_3_months', 'linkedin', 'general_enquiry', 'contact_page', '\r']) {
      expect(text).not.toContain(raw);
    }
    expect(text).not.toContain('Possible spam');
  });

  it('carries the same facts in the HTML part', async () => {
    const { html } = await teamNotification(twoLines());
    for (const fact of facts) {
      const [label, value] = fact.split(/: (.*)/) as [string, string];
      expect(html).toContain(textNode(label));
      expect(html).toContain(textNode(value));
    }
    for (const value of [
      'New enquiry from Ioana Pop',
      'Received Monday 2 March 2026, 09:15 UTC.',
      'We run 40 pharmacies in Transylvania.',
      'We need a stock-checking app for our staff.',
      'brief.pdf',
      'PDF, 240 KB',
      'wireframes.docx',
      'Word document, 1.2 MB',
      `npm run intake -- show ${ID}`,
    ]) {
      expect(html).toContain(textNode(value));
    }
    expect(html).toContain('href="mailto:ioana.pop@example.ro"');
    expect(html).toContain('href="https://www.wolfpack-digital.com/services/mobile-development"');
    expect(html).not.toMatch(/<img|<link|<script|url\(/i);
  });

  it('shows an empty optional field as "Not given" and a lead without files or attribution as such', async () => {
    const { text } = await teamNotification(
      storedLead({ fields: { ...leadFields, phone: '', budget: '', sources: [] }, attribution: {}, files: [] }),
    );
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'Phone number: Not given',
        'Budget: Not given',
        'How you heard about us: Not given',
        'Attribution: None recorded',
        'No files were sent.',
      ]),
    );
    expect(text).not.toContain('intake -- files');
  });

  it('shows a country when the attribution has one', async () => {
    const { text } = await teamNotification(storedLead({ attribution: { country: 'RO' } }));
    expect(lines(text)).toContain('Country: RO');
  });

  it('escapes markup the visitor typed, in every place the HTML shows it', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { html } = await teamNotification(
      storedLead({ fields: { ...leadFields, name, message: `Hello ${name}` }, attribution: { utm_source: name } }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('links only web addresses, so a javascript: landing page stays text', async () => {
    const { html } = await teamNotification(storedLead({ attribution: { landing_page: 'javascript:alert(1)' } }));
    expect(html).toContain(textNode('javascript:alert(1)'));
    expect(html).not.toContain('href="javascript:');
  });

  it('keeps a name with line breaks or control characters to one safe line of the subject', async () => {
    const name = 'Ioana Pop\r\nBcc: x@example.com\u0000\u202e';
    const { subject, text } = await teamNotification(storedLead({ fields: { ...leadFields, name } }));
    expect(subject).toBe('New enquiry: Ioana Pop Bcc: x@example.com · €50,000 to €100,000 · Within the next 3 months');
    expect(() => assertHeaderSafe('Subject', subject)).not.toThrow();
    expect(lines(text)).toContain('Full name: Ioana Pop Bcc: x@example.com');
  });

  it('cuts a long name in the subject at 80 characters', async () => {
    const name = 'Ioana '.repeat(40).trim();
    const { subject } = await teamNotification(
      storedLead({ fields: { ...leadFields, name, budget: '', timeline: '' } }),
    );
    const shown = subject.replace('New enquiry: ', '');
    expect(shown).toHaveLength(80);
    expect(shown.endsWith('...')).toBe(true);
  });
});

describe('a submission kept aside as spam', () => {
  it('is marked in the subject and at the top of both parts when the honeypot was filled', async () => {
    const { subject, text, html } = await teamNotification(storedLead({ spam: 'honeypot' }));
    expect(subject).toBe(
      '[Possible spam: honeypot filled] New enquiry: Ioana Pop · €50,000 to €100,000 · Within the next 3 months',
    );
    expect(lines(text)[0]).toBe(
      "*** Possible spam: the form's hidden honeypot field was filled in. People never see that field; bots fill it in. It was kept aside as spam and not forwarded to a CRM. If a person sent it, reply as usual. ***",
    );
    // The notice in full (the inbox preview before it holds only its start), above the heading.
    const notice = html.indexOf(
      'It was kept aside as spam and not forwarded to a CRM. If a person sent it, reply as usual.</p>',
    );
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf('<h1'));
  });

  it('says when the form was sent too fast', async () => {
    const { subject, text } = await teamNotification(storedLead({ spam: 'too-fast' }));
    expect(subject.startsWith('[Possible spam: sent in under 3 seconds] New enquiry: Ioana Pop')).toBe(true);
    expect(lines(text)[0]).toContain('the form was sent less than 3 seconds after it was shown');
  });
});

describe('the team notification of a job application', () => {
  it('names the job by its title and lists the CV', async () => {
    const { subject, text, html } = await teamNotification(storedApplication());
    expect(subject).toBe('Application: Radu Ene for Ruby on Rails Developer');
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'New job application from Radu Ene',
        'The job: Ruby on Rails Developer',
        'LinkedIn or portfolio: https://www.linkedin.com/in/radu-ene',
        'Subscribe to our newsletter: No',
        'A short message',
        '  Six years of Rails, the last two on a logistics platform.',
        'CV',
        '- radu-ene-cv.pdf (PDF, 179 KB)',
        `npm run intake -- show ${ID}`,
      ]),
    );
    for (const value of ['Ruby on Rails Developer', 'CV', 'radu-ene-cv.pdf', 'PDF, 179 KB']) {
      expect(html).toContain(textNode(value));
    }
  });

  it('shows the slug of a job no longer listed', async () => {
    const { subject, text } = await teamNotification(storedApplication({ jobId: 'cobol-developer' }));
    expect(subject).toBe('Application: Radu Ene for cobol-developer (no longer listed)');
    expect(lines(text)).toContain('The job: cobol-developer (no longer listed)');
  });
});

describe('the acknowledgement', () => {
  it.each([
    ['lead', 'one working day', 'Thank you for getting in touch: we reply within one working day'],
    ['application', 'five working days', 'Thank you for applying: we reply within five working days'],
  ] as const)('to a %s says when we reply and how to reach us', async (kind, within, subject) => {
    const mail = await acknowledgement(kind);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Within ${within}`);
      expect(part).toContain(site.email);
    }
    expect(mail.html).toContain(`href="mailto:${site.email}"`);
    expect(mail.text).not.toMatch(/undefined|null|\[object/);
  });

  it('takes nothing but the kind, so it is the same whoever sent the form', async () => {
    expect(acknowledgement).toHaveLength(1);
    expect(await acknowledgement('lead')).toEqual(await acknowledgement('lead'));
    expect((await acknowledgement('lead')).text).not.toEqual((await acknowledgement('application')).text);
  });

  it('mentions the application generically, never a job', async () => {
    const { text, html } = await acknowledgement('application');
    expect(text).toContain('your application');
    for (const job of jobs.all) {
      expect(text).not.toContain(job.title);
      expect(html).not.toContain(job.title);
    }
  });
});
