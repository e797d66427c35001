// E-mail from the production server: a lead with a file posted to `next start` reaches a real SMTP server on
// loopback as the team's e-mail (the file attached, byte for byte) and the sender's acknowledgement, once
// each, within seconds. Prints both as received (headers and text part). Then addresses as a client other than
// the form may post them: with a control character (refused, 422, nothing stored), and with spaces around it
// (stored, replied to and acknowledged without them).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, mailSettings, pdf, startServer, storedCount, tempDb } from './server.mjs';
import '../../scripts/typescript.mjs';

const { startSmtpServer } = await import('../support/smtpServer.ts');

const temp = tempDb();
let smtp;
let server;
const withAddress = (address) => {
  const body = leadBody(8, pdf('address test'));
  body.set('lead[email]', address);
  return fetch(`${server.url}/api/leads`, { method: 'POST', body });
};
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

describe('Intake e-mail test (team and sender, through a real SMTP server)', () => {
  before(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      port: await freePort(),
      env: { INTAKE_DB: temp.db, ...mailSettings(smtp.url) },
    });
  });
  after(async () => {
    await server?.stop();
    await smtp?.stop();
    temp.remove();
  });

  test('a lead with a file reaches sales (the file byte for byte) and its sender, once each', async () => {
    const brief = pdf('mail test brief', 30_000);
    const started = Date.now();
    const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(7, brief) });
    assert(response.status === 201, `the lead is stored (201), not ${response.status}`);
    const { id } = await response.json();
    while (smtp.received.length < 2 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // A moment more, in case anything would arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert(smtp.received.length === 2, `two e-mails arrive, not ${smtp.received.length}`);

    const team = smtp.received.find((mail) => mail.envelope.to.includes('sales@wolfpack-digital.com'));
    const thanks = smtp.received.find((mail) => mail.envelope.to.includes('tester-7@example.ro'));
    assert(team && thanks, 'one to sales, one to the sender');
    assert(
      team.messageId === `<${id}.team-mail@wolfpack-digital.com>`,
      `the team e-mail's Message-ID: ${team.messageId}`,
    );
    assert(team.replyTo?.text === 'tester-7@example.ro', 'Reply-To is the sender');
    assert(
      team.attachments.length === 1 && sha(team.attachments[0].content) === sha(brief),
      'the brief, byte for byte',
    );
    assert(team.html.includes('Load Tester 7'), 'an HTML part rendered by the production bundle');
    assert(!thanks.text.includes('Load Tester'), 'the acknowledgement holds nothing the sender typed');

    const show = (mail) => {
      const headers = ['from', 'to', 'reply-to', 'subject', 'message-id', 'date']
        .filter((name) => mail.headers.has(name))
        .map(
          (name) => `${name}: ${mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '')}`,
        );
      return [...headers, '', mail.text.trim(), ''].join('\n');
    };
    console.log(`✓ a lead reached sales and its sender in ${seconds} s, once each:\n`);
    console.log(show(team));
    console.log('-----');
    console.log(show(thanks));
  });
  test('addresses with a line break, a vertical tab or a control character are refused: 422 Invalid email format', async () => {
    for (const address of ['x@example.ro\r\n', 'x@example.ro\v', 'inj\x01ctl@example.ro']) {
      const refused = await withAddress(address);
      const answer = await refused.text();
      assert(
        refused.status === 422 && answer === '{"errors":{"email":"Invalid email format"}}',
        `${JSON.stringify(address)} is refused (422, Invalid email format), not ${refused.status} ${answer}`,
      );
    }
    assert((await storedCount(temp.db)) === 1, 'nothing more is stored');
    console.log(
      '✓ addresses with a line break, a vertical tab or a control character are refused: 422 Invalid email format',
    );
  });
  test('an address with spaces around it is stored, replied to and acknowledged without them', async () => {
    const spaced = await withAddress('  spaced@example.ro ');
    assert(spaced.status === 201, `an address with spaces around it is stored (201), not ${spaced.status}`);
    const waitFrom = Date.now();
    while (smtp.received.length < 4 && Date.now() - waitFrom < 20_000) await new Promise((r) => setTimeout(r, 100));
    const spacedTeam = smtp.received.slice(2).find((mail) => mail.envelope.to.includes('sales@wolfpack-digital.com'));
    assert(
      spacedTeam?.replyTo?.text === 'spaced@example.ro',
      `Reply-To without the spaces: ${spacedTeam?.replyTo?.text}`,
    );
    assert(
      smtp.received.slice(2).some((mail) => mail.envelope.to.join() === 'spaced@example.ro'),
      'acknowledged at the address without the spaces',
    );
    console.log('✓ an address with spaces around it is stored, replied to and acknowledged without them');
  });
});
