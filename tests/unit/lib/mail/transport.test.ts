// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMailer, messageId, refusedForGood, sendFailure } from '@/lib/intake/mail/transport';

describe('the mail transport', () => {
  it('is off without SMTP_URL', () =>
    expect(createMailer({ smtpUrl: '', from: 'website@wolfpack-digital.com', timeoutMs: 1000 })).toBeNull());

  it('derives the Message-ID from the submission, the kind of message and the sender’s domain', () => {
    expect(messageId('6f1c', 'team-mail', 'Wolfpack Digital <website@wolfpack-digital.com>')).toBe(
      '<6f1c.team-mail@wolfpack-digital.com>',
    );
    expect(messageId('6f1c', 'ack-mail', 'website@mail.wolfpack-digital.com')).toBe(
      '<6f1c.ack-mail@mail.wolfpack-digital.com>',
    );
  });

  it('gives up at once only on what the server refuses for good', () => {
    expect(refusedForGood({ responseCode: 550, response: '550 No such mailbox' })).toBe(true);
    expect(refusedForGood({ code: 'EENVELOPE', message: 'No recipients defined' })).toBe(true);
    expect(refusedForGood({ responseCode: 451, response: '451 Try again later' })).toBe(false);
    expect(refusedForGood({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' })).toBe(true);
    expect(refusedForGood({ code: 'EAUTH', responseCode: 535, response: '535 Invalid login' })).toBe(false);
    expect(refusedForGood({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe(false);
  });

  it('tries again after every "try later", wherever in the conversation the server says it', () => {
    // Greylisting: RCPT TO refused with 451 until the same sender retries.
    expect(refusedForGood({ code: 'EENVELOPE', responseCode: 451, response: '451 4.3.0 try later' })).toBe(false);
    expect(refusedForGood({ code: 'EENVELOPE', responseCode: 421, response: '421 4.7.0 Too many connections' })).toBe(
      false,
    );
    expect(refusedForGood({ code: 'EMESSAGE', responseCode: 452, response: '452 4.3.1 Insufficient storage' })).toBe(
      false,
    );
    expect(refusedForGood({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe(false);
    expect(refusedForGood({ code: 'ESOCKET', message: 'read ECONNRESET' })).toBe(false);
  });

  it('records the server’s answer, or the error', () => {
    expect(sendFailure({ responseCode: 451, response: '451 4.3.0 Mailbox busy' })).toBe('SMTP 451 4.3.0 Mailbox busy');
    expect(sendFailure(new Error('Greeting never received'))).toBe('Greeting never received');
  });
});
