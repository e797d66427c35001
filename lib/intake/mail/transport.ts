import nodemailer from 'nodemailer';

/** One e-mail as the relay hands it to the mail server. */
export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Derived from the submission and the kind of message, so a repeat after a crash is recognisable. */
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Aborting it closes the connection and fails the send (the relay's deadline for the whole message). */
  signal?: AbortSignal;
};

export type Mailer = { from: string; send: (mail: OutgoingMail) => Promise<void> };

export type MailSettings = { smtpUrl: string; from: string; timeoutMs: number };

/**
 * The mail server behind SMTP_URL through nodemailer: one connection per message (no pool, so a
 * restarted or rotated server never leaves a dead pooled connection behind), with a time-out on the
 * connection, the greeting and each command, and the caller's deadline on the whole message. Null when no SMTP_URL is set: no e-mail.
 */
export function createMailer(settings: MailSettings): Mailer | null {
  if (settings.smtpUrl === '') return null;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: false,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    from: settings.from,
    send: async (mail) => {
      await transport.sendMail(mail);
    },
  };
}

/** `<submission-id.kind@domain>`, the domain being the sender's: the same for every try of one message. */
export function messageId(submissionId: string, kind: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${submissionId}.${kind}@${domain}>`;
}

/**
 * Whether a mail server's refusal is for good. The answer's code decides when the server gave one: a 5xx
 * (the address does not exist, the message is refused) is final, a 4xx is "try later" (a greylisting
 * server refuses RCPT TO with 451 until a retry comes). nodemailer files refusals at MAIL FROM, RCPT TO and
 * DATA alike under EENVELOPE or EMESSAGE, so its error code says where, not whether. Without an answer, only
 * an envelope nodemailer cannot build is final; a connection that failed or timed out is tried again, and so
 * are refused credentials (also 5xx): an operator may fix them.
 */
export function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  if (code === 'EAUTH') return false;
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}

/** A failed send in the outbox's words: the server's answer when it gave one. */
export function sendFailure(error: unknown): string {
  const { response, responseCode, message } = error as { response?: string; responseCode?: number; message?: string };
  if (typeof responseCode === 'number' && response) return `SMTP ${response}`.slice(0, 500);
  return (message ?? String(error)).slice(0, 500);
}
