// @vitest-environment node
/**
 * E-mail deliveries through the outbox against a real SMTP server on loopback that refuses, goes down and
 * comes back: every message arrives once, none twice; one that keeps failing is dead-lettered, and
 * `retry` sends it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboxRelay } from '@/lib/intake/relay/relay';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store/store';
import { createMailer } from '@/lib/intake/mail/transport';
import { newLead, tempDir } from '@/tests/support/intakeDb';
import { startSmtpServer, type TestSmtpServer } from '@/tests/support/smtpServer';

const FROM = 'Wolfpack Digital <website@wolfpack-digital.com>';
let smtp: TestSmtpServer;
let store: IntakeStore;
let temp: ReturnType<typeof tempDir>;
let clock: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  temp = tempDir();
  store = openSqliteStore(temp.db);
  clock = Date.parse('2026-03-02T09:15:00.000Z');
  smtp.received.length = 0;
  smtp.refuse(null);
  smtp.greylist(0);
});
afterEach(async () => {
  await store.close();
  temp.remove();
});

const relay = (maxAttempts = 15) =>
  new OutboxRelay({
    store,
    maxAttempts,
    baseDelayMs: 30_000,
    timeoutMs: 2000,
    now: () => new Date(clock),
    random: () => 0.5,
    log: () => {},
    mailer: createMailer({ smtpUrl: smtp.url, from: FROM, timeoutMs: 2000 }),
  });
/** Three leads from three people: each has a team e-mail and an acknowledgement to send. */
async function threeLeads() {
  for (const name of ['Ioana Pop', 'Radu Ene', 'Ana Mureșan']) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.ro`;
    await store.save(
      newLead({
        receivedAt: new Date(clock),
        fields: { name, email, message: 'A booking app.', sources: [], mailing: false },
        notifyTo: ['sales@wolfpack-digital.com'],
        acknowledgeTo: email,
      }),
    );
  }
}
const later = (ms: number) => (clock += ms);
const states = async () => (await store.deliveries({ all: true })).map((d) => [d.channel, d.state, d.attempts]);

describe('e-mail through the outbox', () => {
  it('survives a refusing server, then a server that is down: each message arrives once when it is back', async () => {
    await threeLeads();
    const outbox = relay();

    smtp.refuse(451, 'Mailbox busy, try again later');
    expect(await outbox.runOnce()).toBe(6);
    expect(smtp.received).toHaveLength(0);
    const refused = await store.deliveries();
    expect(refused.map((d) => [d.state, d.attempts])).toEqual(Array(6).fill(['pending', 1]));
    expect(refused[0]!.lastError).toMatch(/^SMTP 451/);

    await smtp.stop();
    later(31_000);
    expect(await outbox.runOnce()).toBe(6);
    expect((await store.deliveries()).map((d) => d.attempts)).toEqual(Array(6).fill(2));

    await smtp.start();
    smtp.refuse(null);
    later(61_000);
    expect(await outbox.runOnce()).toBe(6);
    later(24 * 60 * 60 * 1000);
    expect(await outbox.runOnce()).toBe(0);

    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await states()).toEqual([
      ...Array(3)
        .fill(0)
        .flatMap(() => [
          ['team-mail', 'delivered', 3],
          ['ack-mail', 'delivered', 3],
        ]),
    ]);
    expect(smtp.received.filter((mail) => mail.envelope.to.includes('sales@wolfpack-digital.com'))).toHaveLength(3);
  });

  it('dead-letters a message after the last try, and `retry` sends it once', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), notifyTo: ['sales@wolfpack-digital.com'] }));
    const outbox = relay(3);
    smtp.refuse(421, 'Service not available');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await outbox.runOnce();
      later(6 * 60 * 60 * 1000);
    }
    const [dead] = await store.deliveries();
    expect(dead).toMatchObject({ channel: 'team-mail', state: 'dead', attempts: 3 });

    smtp.refuse(null);
    expect(await outbox.runOnce()).toBe(0);
    const queued = await store.retryDeliveries(dead!.submissionId, new Date(clock));
    expect(queued.map((d) => d.id)).toEqual([dead!.id]);
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await store.deliveries()).toEqual([]);
  });

  it('dead-letters at once what the server refuses for good (5xx)', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), notifyTo: ['nobody@wolfpack-digital.com'] }));
    smtp.refuse(550, 'No such mailbox');
    await relay().runOnce();
    expect(await store.deliveries()).toMatchObject([
      { state: 'dead', attempts: 1, lastError: expect.stringMatching(/^SMTP 550/) },
    ]);
  });

  it('tries a greylisted message again until the server takes it (451 at RCPT TO is "try later")', async () => {
    const lead = {
      receivedAt: new Date(clock),
      notifyTo: ['sales@wolfpack-digital.com'],
      acknowledgeTo: 'ioana@example.ro',
    };
    await store.save(newLead(lead));
    smtp.greylist(2);
    const outbox = relay();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await outbox.runOnce()).toBe(2);
      expect(await states()).toEqual([
        ['team-mail', 'pending', attempt],
        ['ack-mail', 'pending', attempt],
      ]);
      later(6 * 60 * 60 * 1000);
    }
    expect((await store.deliveries())[0]!.lastError).toBe('SMTP 451 4.3.0 try later');
    expect(await outbox.runOnce()).toBe(2);
    expect(smtp.received.map((mail) => mail.envelope.to.join()).sort()).toEqual([
      'ioana@example.ro',
      'sales@wolfpack-digital.com',
    ]);
    expect(await states()).toEqual([
      ['team-mail', 'delivered', 3],
      ['ack-mail', 'delivered', 3],
    ]);
  });

  it('sends the team e-mail without Reply-To, saying so, when the stored address cannot be a header', async () => {
    // Stored before addresses with control characters were refused.
    const fields = { name: 'Ioana Pop', email: 'ioana@example.ro\r\n', message: 'A booking app.', sources: [] };
    await store.save(newLead({ receivedAt: new Date(clock), fields, notifyTo: ['sales@wolfpack-digital.com'] }));
    await relay().runOnce();
    expect(await states()).toEqual([['team-mail', 'delivered', 1]]);
    const [team] = smtp.received;
    expect(team!.replyTo).toBeUndefined();
    expect(team!.text).toContain(
      'This e-mail has no Reply-To: the address given holds a line break or control character that no mail header can carry. Check it before you write to ioana@example.ro.',
    );
  });

  it('waits, and tries again, while no mail server is configured', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), notifyTo: ['sales@wolfpack-digital.com'] }));
    const outbox = new OutboxRelay({
      store,
      maxAttempts: 15,
      baseDelayMs: 1000,
      timeoutMs: 1000,
      now: () => new Date(clock),
    });
    await outbox.runOnce();
    expect(await store.deliveries()).toMatchObject([
      { state: 'pending', attempts: 1, lastError: 'E-mail is off: no SMTP_URL is set' },
    ]);
  });
});
