// @vitest-environment node
/**
 * Leads and applications posted through the real route handlers, e-mailed by the relay to a real SMTP
 * server on loopback and read back with mailparser: the team's e-mail with the files, the sender's
 * acknowledgement, each exactly once.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { docx, pdf } from '@/tests/support/files';
import { loadIntakeRoutes, upload, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { startSmtpServer, type Received, type TestSmtpServer } from '@/tests/support/smtpServer';
import { applicationBody, applicationValues, leadBody, leadValues } from '@/tests/support/submissions';

let smtp: TestSmtpServer;
let routes: IntakeRoutes;

beforeAll(async () => {
  smtp = await startSmtpServer();
  routes = await loadIntakeRoutes({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wolfpack Digital <website@wolfpack-digital.com>',
    LEAD_NOTIFY_TO: 'sales@wolfpack-digital.com, founders@wolfpack-digital.com',
    APPLICATION_NOTIFY_TO: 'jobs@wolfpack-digital.com',
  });
});
afterAll(async () => {
  await routes.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Runs the server's relay until nothing is due: what a running server does within a second. */
async function relay() {
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  await intakeRuntime().relay.runOnce();
}
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const to = (mail: Received) => mail.envelope.to.join(', ');
const stored = async (answer: Response) => {
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
};

describe('e-mail for each stored submission', () => {
  it('a lead: the team gets every field and the files byte for byte, the sender an acknowledgement, once each', async () => {
    const brief = pdf('Pharmacy stock app brief');
    const wireframes = docx('Wireframes');
    const id = await stored(
      await routes.lead(
        leadBody(
          leadValues({
            attachments: [upload(brief, 'Brief.pdf', 'application/pdf'), upload(wireframes, 'Wireframes.docx', '')],
          }),
          { utm_source: 'linkedin', utm_campaign: 'spring-2026' },
        ),
      ),
    );
    await relay();
    await relay();
    expect(smtp.received.map(to).sort()).toEqual([
      'ioana.pop@example.ro',
      'sales@wolfpack-digital.com, founders@wolfpack-digital.com',
    ]);

    const team = smtp.received.find((mail) => to(mail).startsWith('sales@'))!;
    expect(team.messageId).toBe(`<${id}.team-mail@wolfpack-digital.com>`);
    expect(team.from?.value).toEqual([{ name: 'Wolfpack Digital', address: 'website@wolfpack-digital.com' }]);
    expect(team.replyTo?.text).toBe('ioana.pop@example.ro');
    expect(team.subject).toContain('Ioana Pop');
    expect(team.text).toContain('We run 40 pharmacies in Transylvania');
    expect(team.text).toContain('How you heard about us: LinkedIn; Our blog or an article');
    expect(team.text).toContain('spring-2026');
    expect(team.html).toContain('Ioana Pop');
    expect(team.attachments.map((file) => [file.filename, file.contentType, sha(file.content)])).toEqual([
      ['Brief.pdf', 'application/pdf', sha(brief)],
      ['Wireframes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sha(wireframes)],
    ]);

    const acknowledgement = smtp.received.find((mail) => to(mail) === 'ioana.pop@example.ro')!;
    expect(acknowledgement.messageId).toBe(`<${id}.ack-mail@wolfpack-digital.com>`);
    expect(acknowledgement.replyTo).toBeUndefined();
    expect(acknowledgement.attachments).toEqual([]);
    // Nothing the visitor typed: not their name, not their message.
    for (const part of [acknowledgement.subject, acknowledgement.text, acknowledgement.html]) {
      expect(part).not.toContain('Ioana');
      expect(part).not.toContain('pharmacies');
    }
  });

  it('an application: recruiting gets it with the CV attached', async () => {
    const cv = docx('Radu Ene, Rails developer');
    await stored(
      await routes.application(applicationBody(applicationValues({ cv: [upload(cv, 'Radu Ene CV.docx')] }))),
    );
    await relay();
    const team = smtp.received.find((mail) => to(mail) === 'jobs@wolfpack-digital.com')!;
    expect(team.replyTo?.text).toBe('radu.ene@example.ro');
    expect(team.attachments.map((file) => [file.filename, sha(file.content)])).toEqual([['Radu Ene CV.docx', sha(cv)]]);
    expect(smtp.received.filter((mail) => to(mail) === 'radu.ene@example.ro')).toHaveLength(1);
  });

  it('escapes in the HTML part what a visitor typed as markup', async () => {
    await stored(
      await routes.lead(leadBody(leadValues({ name: '<img src=x onerror=alert(1)>', email: 'markup@example.ro' }))),
    );
    await relay();
    const team = smtp.received.find((mail) => to(mail).startsWith('sales@'))!;
    expect(team.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(team.html).not.toContain('<img src=x');
  });

  it('shows the team no bidirectional override a visitor typed, in the subject, the fields or the message', async () => {
    const name = 'Ioana \u202eciP';
    const message = 'Budget: \u202e000 05€ for a booking app\u2066.';
    await stored(await routes.lead(leadBody(leadValues({ name, message, email: 'bidi@example.ro' }))));
    await relay();
    const team = smtp.received.find((mail) => to(mail).startsWith('sales@'))!;
    for (const part of [team.subject, team.text, team.html]) expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(team.text).toContain('Budget: 000 05€ for a booking app.');
  });

  it('never lets a line break in a name add a header: no Bcc, no extra recipient', async () => {
    await stored(
      await routes.lead(leadBody(leadValues({ name: 'Ioana\r\nBcc: x@example.com', email: 'bcc@example.ro' }))),
    );
    await relay();
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      expect(mail.bcc).toBeUndefined();
      expect(mail.envelope.to).not.toContain('x@example.com');
      expect(mail.raw).not.toMatch(/^bcc:/im);
    }
    // An address with a line break never gets that far: the form's own check refuses it.
    const refused = await routes.lead(leadBody(leadValues({ email: 'ioana@example.ro\r\nBcc: x@example.com' })));
    expect(refused.status).toBe(422);
  });

  it('marks spam for the team and does not acknowledge it', async () => {
    await stored(
      await routes.lead(
        leadBody(leadValues({ email: 'bot@example.ro' }), {}, { honeypot: 'http://cheap-pills.example' }),
      ),
    );
    await relay();
    expect(smtp.received.map(to)).toEqual(['sales@wolfpack-digital.com, founders@wolfpack-digital.com']);
    expect(smtp.received[0]!.subject).toMatch(/spam/i);
  });

  it('acknowledges one address at most once a day, whatever its case or the spaces around it', async () => {
    await stored(await routes.lead(leadBody(leadValues({ email: 'twice@example.ro' }))));
    await stored(await routes.lead(leadBody(leadValues({ email: 'Twice@Example.ro', message: 'One more thing.' }))));
    await stored(await routes.lead(leadBody(leadValues({ email: ' twice@example.ro ', message: 'And another.' }))));
    await relay();
    expect(smtp.received.map(to).filter((address) => address.toLowerCase() === 'twice@example.ro')).toHaveLength(1);
    expect(smtp.received.filter((mail) => to(mail).startsWith('sales@'))).toHaveLength(3);
  });

  it('refuses a mailbox spelt with quotes, a list or a display name, so none is acknowledged or put in a header', async () => {
    for (const email of ['"victim"@evil.test', 'a,victim@evil.test', '"Boss"<victim@evil.test>']) {
      const answer = await routes.lead(leadBody(leadValues({ email })));
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ errors: { email: 'Invalid email format' } });
    }
    await relay();
    expect(smtp.received).toEqual([]);
  });
});
