// A hostile mail server against `next start`: after DATA it never finishes, sending a `250-` continuation line
// every 2 s, each of which resets nodemailer's per-command time-out (SMTP_TIMEOUT_MS=3000). Four leads are
// posted with a CRM and e-mail configured. Every CRM post must arrive within seconds, however stuck the mail
// is; every e-mail must be cut off by its deadline (4 x SMTP_TIMEOUT_MS), its connection closed, and tried
// again with backoff, not left stalled for good.
import assert from 'node:assert/strict';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, mailSettings, openSqliteStore, pdf, startServer, tempDb } from './server.mjs';

const LEADS = 4;
const SMTP_TIMEOUT_MS = 3000;
const MAIL_DEADLINE_MS = 4 * SMTP_TIMEOUT_MS;

// The stalling mail server: a correct dialogue up to the end of the message, then `250-` lines for ever.
const sessions = { opened: 0, closed: 0, messages: 0 };
const sockets = new Set();
const smtp = createTcpServer((socket) => {
  sessions.opened += 1;
  sockets.add(socket);
  let inData = false;
  let buffered = '';
  let trickle = null;
  socket.on('close', () => {
    sessions.closed += 1;
    sockets.delete(socket);
    clearInterval(trickle);
  });
  socket.on('error', () => {});
  socket.write('220 stall.test ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffered += chunk.toString('latin1');
    if (inData) {
      if (!buffered.includes('\r\n.\r\n')) return;
      inData = false;
      buffered = '';
      sessions.messages += 1;
      trickle = setInterval(() => socket.write('250-Still queueing your message\r\n'), 2000);
      return;
    }
    let end;
    while ((end = buffered.indexOf('\r\n')) !== -1) {
      const command = buffered.slice(0, end).toUpperCase();
      buffered = buffered.slice(end + 2);
      if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 stall.test\r\n');
      else if (command.startsWith('DATA')) {
        inData = true;
        socket.write('354 Go ahead\r\n');
        return;
      } else if (command.startsWith('QUIT')) socket.end('221 Bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
});

// The CRM: quick, and counting posts by Idempotency-Key.
const crmPosts = [];
const crm = createHttpServer((request, response) => {
  request.resume();
  request.on('end', () => {
    crmPosts.push({ key: request.headers['idempotency-key'], at: Date.now() });
    response.writeHead(201).end('{}');
  });
});
const temp = tempDb();
let server;
let crmSeconds;
let started;

describe('Intake under a stalling mail server (each delivery by its deadline, the CRM unheld)', () => {
  before(async () => {
    const smtpPort = await freePort();
    await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    const crmPort = await freePort();
    await new Promise((resolve) => crm.listen(crmPort, '127.0.0.1', resolve));
    server = await startServer({
      port: await freePort(),
      env: {
        INTAKE_DB: temp.db,
        ...mailSettings(`smtp://127.0.0.1:${smtpPort}`),
        SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
        LEAD_FORWARD_URL: `http://127.0.0.1:${crmPort}/leads`,
        FORWARD_RETRY_BASE_MS: '1000',
      },
    });
  });
  after(async () => {
    await server?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => smtp.close(resolve));
    await new Promise((resolve) => crm.close(resolve));
    temp.remove();
  });

  test('every lead reaches the CRM within 10 s, once each, while the mail server stalls', async () => {
    started = Date.now();
    for (let index = 0; index < LEADS; index += 1) {
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        body: leadBody(index, pdf(`stall ${index}`, 2000)),
      });
      assert(response.status === 201, `lead ${index} is stored (201), not ${response.status}`);
    }
    while (crmPosts.length < LEADS && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
    crmSeconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`CRM deliveries within 10 s with the mail server stalling: ${crmPosts.length} of ${LEADS}`);
    assert(crmPosts.length === LEADS, `every lead reaches the CRM within 10 s (${crmPosts.length} of ${LEADS})`);
    assert(new Set(crmPosts.map((post) => post.key)).size === LEADS, 'each lead is posted once');
  });

  test(`every e-mail is cut off at its deadline (${MAIL_DEADLINE_MS / 1000} s), its connection closed, and tried again`, async () => {
    // Each e-mail's deadline passes: its connection is closed and the outbox records a failed try, due again.
    const mails = 2 * LEADS; // the team's e-mail and the acknowledgement of each lead
    const store = openSqliteStore(temp.db);
    let failed = [];
    const deadline = Date.now() + MAIL_DEADLINE_MS + 15_000;
    while (Date.now() < deadline) {
      failed = (await store.deliveries()).filter((d) => d.channel !== 'webhook' && d.attempts >= 1);
      if (failed.length === mails && sessions.opened > mails) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const mailSeconds = ((Date.now() - started) / 1000).toFixed(1);
    assert(
      failed.length === mails,
      `every e-mail's try ends by its deadline and is recorded (${failed.length} of ${mails})`,
    );
    assert(
      failed.every(
        (d) => d.state === 'pending' && d.lastError === `The mail server did not finish within ${MAIL_DEADLINE_MS} ms`,
      ),
      `each is pending, to be tried again, and says why: ${JSON.stringify(failed.map((d) => [d.state, d.lastError]))}`,
    );
    assert(sessions.closed >= mails, `the stalled connections are closed (${sessions.closed} of ${sessions.opened})`);
    assert(sessions.opened > mails, `an e-mail is tried again after its deadline (${sessions.opened} connections)`);
    await store.close();
    console.log(
      `✓ ${LEADS} of ${LEADS} CRM deliveries in ${crmSeconds} s while the mail server stalled; ` +
        `all ${mails} e-mails cut off at ${MAIL_DEADLINE_MS / 1000} s, closed and retried (${sessions.opened} ` +
        `connections by ${mailSeconds} s)`,
    );
  });
});
