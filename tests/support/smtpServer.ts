import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = ParsedMail & { envelope: { from: string; to: string[] }; raw: string };

/**
 * A real SMTP server on loopback for the mail tests: it takes what nodemailer sends (with a login, over
 * plain text, as a local relay would), parses each message with mailparser, and can be told to refuse
 * (a 4xx or 5xx answer to DATA), to greylist (refuse each recipient's first tries at RCPT TO with 451, as
 * greylisting servers do until the sender comes back), or be stopped and started again on the same port.
 */
export async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  let refusal: { code: number; message: string } | null = null;
  let greylistedTries = 0;
  /** Each RCPT TO the server refused while greylisting, in order. */
  const greylisted: string[] = [];
  const triesByRecipient = new Map<string, number>();
  let server: SMTPServer;

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        logger: false,
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        onAuth: (auth, _session, callback) =>
          auth.username === 'website' && auth.password === 'secret'
            ? callback(null, { user: auth.username })
            : callback(new Error('Invalid login')),
        onRcptTo: ({ address }, _session, callback) => {
          const tries = (triesByRecipient.get(address) ?? 0) + 1;
          triesByRecipient.set(address, tries);
          if (tries > greylistedTries) return callback();
          greylisted.push(address);
          callback(Object.assign(new Error('4.3.0 try later'), { responseCode: 451 }));
        },
        onData: (stream, session, callback) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (refusal) {
              return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            }
            const raw = Buffer.concat(chunks);
            void simpleParser(raw).then((mail) => {
              received.push(
                Object.assign(mail, {
                  envelope: {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map((recipient) => recipient.address),
                  },
                  raw: raw.toString('latin1'),
                }),
              );
              callback();
            }, callback);
          });
        },
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
    });

  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://website:secret@127.0.0.1:${boundPort}`,
    received,
    greylisted,
    /** Answers DATA with this code and message until called with null. */
    refuse(code: number | null, message = 'Try again later') {
      refusal = code === null ? null : { code, message };
    },
    /** Refuses each recipient's first `tries` RCPT TO with `451 4.3.0 try later`. */
    greylist(tries: number) {
      greylistedTries = tries;
      triesByRecipient.clear();
      greylisted.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: () => listen(boundPort),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
