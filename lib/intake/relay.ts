import { assertHeaderSafe } from '@/lib/mail/headers';
import { acknowledgement, teamNotification } from '@/lib/mail/messages';
import { messageId, refusedForGood, sendFailure, type Mailer } from '@/lib/mail/transport';
import type { Delivery, IntakeStore, Submission } from './store';

/**
 * The outbox relay: re-posts stored submissions to the CRM and sends their e-mails (to the team, and the
 * sender's acknowledgement). Each delivery is tried until the receiver takes it (a 2xx, a mail server's
 * 250), with exponential backoff and jitter between tries; a receiver that refuses it for good
 * (a CRM's 4xx other than 408 and 429, a mail server's 5xx) or `maxAttempts` failed tries dead-letter it.
 * Every try of one delivery carries the same Idempotency-Key (to a CRM) or Message-ID (an e-mail). A delivery is leased while it is being tried, so after a crash it is
 * tried again once the lease ends. Clock, sleep, randomness and fetch are injected.
 */
export type RelayOptions = {
  store: IntakeStore;
  maxAttempts: number;
  baseDelayMs: number;
  timeoutMs: number;
  maxDelayMs?: number;
  /** How long a claimed delivery is leased (longer than any one try); default `timeoutMs` + 5 s. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
  /** The mail server; null or absent: e-mail deliveries wait (and are retried) until one is configured. */
  mailer?: Mailer | null;
  log?: (message: string) => void;
};

export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** The wait before try `attempt + 1` after `attempt` failed tries: doubling, capped, with equal jitter. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** The stored submission as the multipart body the forms send, files typed by what the server detected. */
export async function forwardBody(store: IntakeStore, submission: Submission): Promise<FormData> {
  const body = new FormData();
  for (const [key, value] of submission.entries) body.append(key, value);
  for (const file of submission.files) {
    const bytes = (await store.fileBytes(file.id)) ?? new Uint8Array();
    body.append(file.field, new Blob([bytes], { type: file.type }), file.name);
  }
  return body;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref(); // never keeps a process (a build worker, a CLI) alive on its own
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export class OutboxRelay {
  private readonly now: () => Date;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private readonly fetch: typeof fetch;
  private readonly log: (message: string) => void;
  private stopping = new AbortController();
  private wakeUp = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(private readonly options: RelayOptions) {
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.fetch = options.fetch ?? fetch;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** Tries every delivery due now once; returns how many were tried. */
  async runOnce(): Promise<number> {
    const { store, timeoutMs, batchSize = 10 } = this.options;
    let tried = 0;
    for (;;) {
      const now = this.now();
      const leaseMs = this.options.leaseMs ?? timeoutMs + 5000;
      const due = await store.claimDeliveries(now, new Date(now.getTime() + leaseMs), batchSize);
      if (due.length === 0) return tried;
      for (const delivery of due) await this.deliver(delivery);
      tried += due.length;
      if (this.stopping.signal.aborted) return tried;
    }
  }

  /** Starts the background loop (idempotent). */
  start() {
    if (this.loop) return;
    this.stopping = new AbortController();
    this.loop = (async () => {
      // A store that is down fails every poll: say so once, and again when the failure changes.
      let lastFailure = '';
      while (!this.stopping.signal.aborted) {
        try {
          await this.runOnce();
          lastFailure = '';
        } catch (error) {
          const failure = (error as Error).message;
          if (failure !== lastFailure) this.log(`intake relay: ${failure}`);
          lastFailure = failure;
        }
        this.wakeUp = new AbortController();
        await this.sleep(this.options.pollMs ?? 1000, AbortSignal.any([this.stopping.signal, this.wakeUp.signal]));
      }
    })();
  }

  /** Looks for due deliveries now instead of at the next poll (after a new submission). */
  wake() {
    this.wakeUp.abort();
  }

  async stop() {
    this.stopping.abort();
    await this.loop;
    this.loop = null;
  }

  private async deliver(delivery: Delivery) {
    const { store, maxAttempts, baseDelayMs, maxDelayMs = MAX_RETRY_DELAY_MS } = this.options;
    const submission = await store.get(delivery.submissionId);
    if (!submission) return store.markFailed(delivery.id, 'The submission was purged', null);
    const outcome =
      delivery.channel === 'webhook' ? await this.post(delivery, submission) : await this.mail(delivery, submission);
    if (outcome.ok) return store.markDelivered(delivery.id, this.now());
    const attempts = delivery.attempts + 1;
    const dead = outcome.permanent || attempts >= maxAttempts;
    const retryAt = dead
      ? null
      : new Date(this.now().getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs, this.random()));
    await store.markFailed(delivery.id, outcome.failure, retryAt);
    if (dead)
      this.log(`intake relay: delivery ${delivery.id} dead-lettered after ${attempts} tries (${outcome.failure})`);
  }

  /** Re-posts the submission to the CRM. */
  private async post(delivery: Delivery, submission: Submission): Promise<Outcome> {
    const { store, timeoutMs } = this.options;
    try {
      const response = await this.fetch(delivery.url, {
        method: 'POST',
        headers: { 'Idempotency-Key': delivery.idempotencyKey },
        body: await forwardBody(store, submission),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      return { ok: false, failure: `HTTP ${response.status}`, permanent: !retryable(response.status) };
    } catch (error) {
      const cause = error as Error;
      const failure = cause.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : cause.message;
      return { ok: false, failure, permanent: false };
    }
  }

  /** E-mails the team about the submission (its files attached), or acknowledges it to its sender. */
  private async mail(delivery: Delivery, submission: Submission): Promise<Outcome> {
    const { store, mailer } = this.options;
    if (!mailer) return { ok: false, failure: 'E-mail is off: no SMTP_URL is set', permanent: false };
    const team = delivery.channel === 'team-mail';
    const content = team ? await teamNotification(submission) : await acknowledgement(submission.kind);
    const replyTo = team ? String(submission.fields.email ?? '') : undefined;
    const to = delivery.url.replace(/^mailto:/, '');
    try {
      for (const [name, value] of [
        ['From', mailer.from],
        ['To', to],
        ['Reply-To', replyTo ?? ''],
        ['Subject', content.subject],
      ] as const) {
        assertHeaderSafe(name, value);
      }
    } catch (error) {
      return { ok: false, failure: (error as Error).message, permanent: true };
    }
    const attachments = team
      ? await Promise.all(
          submission.files.map(async (file) => ({
            // The visitor's name, minus control characters (nodemailer encodes the rest for the header).
            filename: file.name.replace(/[\u0000-\u001f\u007f]/g, '_'),
            contentType: file.type,
            content: Buffer.from((await store.fileBytes(file.id)) ?? new Uint8Array()),
          })),
        )
      : [];
    try {
      await mailer.send({
        from: mailer.from,
        to,
        ...(replyTo && { replyTo }),
        ...content,
        messageId: messageId(submission.id, delivery.channel, mailer.from),
        attachments,
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: sendFailure(error), permanent: refusedForGood(error) };
    }
  }
}

type Outcome = { ok: true } | { ok: false; failure: string; permanent: boolean };
