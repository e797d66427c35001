// A greylisting mail server: `next start` sends a lead's two e-mails to a real SMTP server on loopback that
// answers `451 4.3.0 try later` to each recipient's first three RCPT TO, as greylisting servers do until the
// sender comes back. Both e-mails must arrive once each after their retries, neither dead-lettered after one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, mailSettings, outbox, pdf, startServer, tempDb } from './server.mjs';
import '../../scripts/typescript.mjs';

const { startSmtpServer } = await import('../support/smtpServer.ts');

const REFUSED_TRIES = 3;
const temp = tempDb();
let smtp;
let server;
let deliveries = [];

describe('Intake e-mail through a greylisting mail server (451 at RCPT TO, tried again)', () => {
  before(async () => {
    smtp = await startSmtpServer();
    smtp.greylist(REFUSED_TRIES);
    server = await startServer({
      port: await freePort(),
      env: {
        INTAKE_DB: temp.db,
        ...mailSettings(smtp.url),
        FORWARD_RETRY_BASE_MS: '300',
      },
    });
  });
  after(async () => {
    await server?.stop();
    await smtp?.stop();
    temp.remove();
  });

  test('the lead is stored, and both e-mails are delivered, none dead-lettered for a "try later"', async () => {
    const started = Date.now();
    const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(3, pdf('greylisted')) });
    assert(response.status === 201, `the lead is stored (201), not ${response.status}`);
    while (Date.now() - started < 30_000) {
      deliveries = await outbox(temp.db);
      if (deliveries.length === 2 && deliveries.every((delivery) => delivery.state !== 'pending')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`both e-mails settled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // anything sent twice would arrive now
    const states = deliveries.map((delivery) => `${delivery.channel}: ${delivery.state} (${delivery.lastError ?? ''})`);
    assert(
      deliveries.length === 2 && deliveries.every((delivery) => delivery.state === 'delivered'),
      `both e-mails are delivered, none dead-lettered for a "try later":\n  ${states.join('\n  ')}`,
    );
  });
  test(`each recipient is refused ${REFUSED_TRIES} times (451 4.3.0 at RCPT TO), then takes its e-mail once`, () => {
    assert(
      smtp.greylisted.length === 2 * REFUSED_TRIES,
      `each recipient was refused ${REFUSED_TRIES} times: ${smtp.greylisted.join(', ')}`,
    );
    const recipients = smtp.received.map((mail) => mail.envelope.to.join(',')).sort();
    assert(
      JSON.stringify(recipients) === JSON.stringify(['sales@wolfpack-digital.com', 'tester-3@example.ro']),
      `each e-mail arrives once: ${recipients.join('; ')}`,
    );
  });
  test(`each e-mail is tried ${REFUSED_TRIES + 1} times`, () => {
    assert(
      deliveries.every((delivery) => delivery.attempts === REFUSED_TRIES + 1),
      `each was tried ${REFUSED_TRIES + 1} times: ${deliveries.map((delivery) => delivery.attempts).join(', ')}`,
    );
  });
});
