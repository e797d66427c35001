// @vitest-environment node
/**
 * MAIL_TEAM_NOTICE_ONLY=true read by the server as it runs: a lead posted through the real route handler reaches the
 * team as a notice with a link to the inbox (tests/unit/lib/intake/teamNotice.test.ts tries the notice in full).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shortReference } from '@/lib/forms/reference';
import { pdf } from '@/tests/support/files';
import { loadIntakeRoutes, upload, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { startSmtpServer, type TestSmtpServer } from '@/tests/support/smtpServer';
import { leadBody, leadValues } from '@/tests/support/submissions';

let smtp: TestSmtpServer;
let routes: IntakeRoutes;

beforeAll(async () => {
  smtp = await startSmtpServer();
  routes = await loadIntakeRoutes({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wolfpack Digital <website@wolfpack-digital.com>',
    LEAD_NOTIFY_TO: 'sales@wolfpack-digital.com',
    NEXT_PUBLIC_SITE_URL: 'https://staging.wolfpack-digital.com',
    MAIL_TEAM_NOTICE_ONLY: 'true',
  });
});
afterAll(async () => {
  await routes.close();
  await smtp.stop();
});

it('e-mails the team a notice with the link to the lead in the inbox, and the sender the usual acknowledgement', async () => {
  const values = leadValues({ attachments: [upload(pdf('Brief'), 'Brief.pdf', 'application/pdf')] });
  const answer = await routes.lead(leadBody(values, { utm_campaign: 'spring-2026' }));
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  await intakeRuntime().relay.runOnce();

  const team = smtp.received.find((mail) => mail.envelope.to.join(',') === 'sales@wolfpack-digital.com')!;
  expect(team.subject).toBe(`New enquiry (${shortReference(id)})`);
  expect(team.text).toContain(`https://staging.wolfpack-digital.com/inbox/leads/${id}`);
  for (const part of [team.subject, team.text, team.html, team.raw]) {
    for (const value of [values.name, values.email, values.phone, 'pharmacies', 'spring-2026', 'Brief.pdf']) {
      expect(part).not.toContain(value);
    }
  }
  expect(team.replyTo).toBeUndefined();
  expect(team.attachments).toEqual([]);
  expect(smtp.received.filter((mail) => mail.envelope.to.join(',') === values.email)).toHaveLength(1);
});
