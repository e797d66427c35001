import { assertHeaderSafe } from '@/lib/intake/mail/headers';
import { acknowledgement, replyAddress, teamNotice, teamNotification } from '@/lib/intake/mail/messages';
import { messageId, refusedForGood, sendFailure, type Mailer } from '@/lib/intake/mail/transport';
import type { Delivery, DeliveryChannel, IntakeStore, Submission, SubmissionKind } from '../store/store';

/**
 * The outbox relay: re-posts stored submissions to the CRM and sends their e-mails (to the team, and the
 * sender's acknowledgement). Each delivery is tried until the receiver takes it (a 2xx, a mail server's
 * 250), with exponential backoff and jitter between tries; a receiver that refuses it for good
 * (a CRM's 4xx other than 408 and 429, a mail server's 5xx) or `maxAttempts` failed tries dead-letter it.
 * Every try of one delivery carries the same Idempotency-Key (to a CRM) or Message-ID (an e-mail).
 *
 * Each channel (CRM, team e-mail, acknowledgement) has its own lane, so a stuck mail server never holds back
 * the CRM, and a lane sends a few deliveries at once. Each is claimed on its own, just before its try, and
 * leased for its deadline plus a margin;
 * every try ends by its deadline (a CRM post within `timeoutMs`, an e-mail within `mailDeadlineMs`, however
 * the server trickles its answer), so the lease covers the whole try and no other instance takes it while it
 * runs; a try cut off by its deadline is a failure retried with backoff like any other. After a crash the
 * delivery is tried again once its lease ends; while the store is down, the outcome is recorded again until it
 * answers (`RECORD_RETRY_MS`). Clock, sleep, randomness and fetch are injected.
 *
 * The CRM and the team's addresses are read from `destination` at each try, not from when the submission was
 * stored, so a fixed LEAD_FORWARD_URL or LEAD_NOTIFY_TO (and a restart) re-targets every delivery still to go; the
 * delivery keeps the address of its last try.
 */
export type RelayOptions = {
  store: IntakeStore;
  maxAttempts: number;
  baseDelayMs: number;
  /** The deadline of one post to the CRM. */
  timeoutMs: number;
  /** The deadline of one e-mail, connection to the mail server's last answer; default `timeoutMs`. */
  mailDeadlineMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  now?: () => Date;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
  /** The mail server; null or absent: e-mail deliveries wait (and are retried) until one is configured. */
  mailer?: Mailer | null;
  /**
   * Where the CRM and team deliveries of a kind go now (`mailto:` and the addresses for the team), or null when that
   * is switched off: such a delivery waits, retried, until it is configured again. Absent: where each was planned.
   */
  destination?: (kind: SubmissionKind, channel: Exclude<DeliveryChannel, 'ack-mail'>) => string | null;
  /**
   * The team's e-mail as a notice with a link to the inbox (MAIL_TEAM_NOTICE_ONLY): no personal data, no Reply-To,
   * no files, so no copy lands in a mailbox, out of reach of an erasure. Decided at each try, like `destination`.
   */
  teamNoticeOnly?: boolean;
  log?: (message: string) => void;
};

export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
/** How much longer than its deadline a claimed delivery is leased: time to record the outcome. */
export const LEASE_MARGIN_MS = 5000;
/**
 * How long a try's outcome is recorded again and again while the store is down, and the pause between
 * records: until it is recorded, its lease may end and the delivery be tried again, a repeat the receiver
 * already took. Recording every half second wins the race against a claim (at every poll, 1 s) once the store is back.
 */
const RECORD_RETRY_MS = 2 * 60 * 1000;
const RECORD_PAUSE_MS = 500;
const CHANNELS: readonly DeliveryChannel[] = ['webhook', 'team-mail', 'ack-mail'];
/** Deliveries of one channel tried at the same time by one instance, so one stuck try holds back no other. */
const SENDERS_PER_CHANNEL = 4;

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
  private lanes: Promise<void> | null = null;

  constructor(private readonly options: RelayOptions) {
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.fetch = options.fetch ?? fetch;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** Tries every delivery due now once, the channels side by side; returns how many were tried. */
  async runOnce(): Promise<number> {
    const tried = await Promise.all(CHANNELS.map((channel) => this.drain(channel)));
    return tried.reduce((sum, count) => sum + count, 0);
  }

  /** Starts the background loop, one lane per channel (idempotent). */
  start() {
    if (this.lanes) return;
    this.stopping = new AbortController();
    // A store that is down fails every poll: say so once, and again when the failure changes.
    let lastFailure = '';
    this.lanes = Promise.all(
      CHANNELS.map(async (channel) => {
        while (!this.stopping.signal.aborted) {
          try {
            await this.drain(channel);
            lastFailure = '';
          } catch (error) {
            const failure = (error as Error).message;
            if (failure !== lastFailure) this.log(`intake relay: ${failure}`);
            lastFailure = failure;
          }
          await this.sleep(this.options.pollMs ?? 1000, AbortSignal.any([this.stopping.signal, this.wakeUp.signal]));
        }
      }),
    ).then(() => {});
  }

  /** Looks for due deliveries now instead of at the next poll (after a new submission). */
  wake() {
    this.wakeUp.abort();
    this.wakeUp = new AbortController();
  }

  async stop() {
    this.stopping.abort();
    await this.lanes;
    this.lanes = null;
  }

  /** How long one try on `channel` may take. */
  private deadline(channel: DeliveryChannel) {
    return channel === 'webhook' ? this.options.timeoutMs : (this.options.mailDeadlineMs ?? this.options.timeoutMs);
  }

  /**
   * Tries the channel's due deliveries, each claimed just before its try, up to `SENDERS_PER_CHANNEL` at a
   * time (a sender is added while the one before found work); returns how many were tried.
   */
  private async drain(channel: DeliveryChannel): Promise<number> {
    const leaseMs = this.deadline(channel) + LEASE_MARGIN_MS;
    const senders: Promise<number>[] = [];
    const sender = async (): Promise<number> => {
      let tried = 0;
      while (!this.stopping.signal.aborted) {
        const now = this.now();
        const [delivery] = await this.options.store.claimDeliveries(now, new Date(now.getTime() + leaseMs), 1, channel);
        if (!delivery) break;
        if (senders.length < SENDERS_PER_CHANNEL) senders.push(sender());
        await this.deliver(delivery);
        tried += 1;
      }
      return tried;
    };
    senders.push(sender());
    let tried = 0;
    for (let index = 0; index < senders.length; index += 1) tried += await senders[index]!;
    return tried;
  }

  private async deliver(delivery: Delivery) {
    const { store, maxAttempts, baseDelayMs, maxDelayMs = MAX_RETRY_DELAY_MS } = this.options;
    const submission = await store.get(delivery.submissionId);
    if (!submission) return this.record(() => store.markFailed(delivery.id, 'The submission was purged', null));
    const url = this.target(delivery);
    const outcome =
      url === null
        ? ({ ok: false, failure: switchedOff(delivery), permanent: false } satisfies Outcome)
        : delivery.channel === 'webhook'
          ? await this.post({ ...delivery, url }, submission)
          : await this.mail({ ...delivery, url }, submission);
    if (outcome.ok) return this.record(() => store.markDelivered(delivery.id, this.now(), url ?? undefined));
    const attempts = delivery.attempts + 1;
    const dead = outcome.permanent || attempts >= maxAttempts;
    const retryAt = dead
      ? null
      : new Date(this.now().getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs, this.random()));
    await this.record(() => store.markFailed(delivery.id, outcome.failure, retryAt, url ?? undefined));
    if (dead)
      this.log(`intake relay: delivery ${delivery.id} dead-lettered after ${attempts} tries (${outcome.failure})`);
  }

  /** Records a try's outcome, again while the store fails, for at most `RECORD_RETRY_MS` (not once stopping). */
  private async record(write: () => Promise<void>): Promise<void> {
    const giveUpAt = this.now().getTime() + RECORD_RETRY_MS;
    for (;;) {
      try {
        return await write();
      } catch (error) {
        if (this.stopping.signal.aborted || this.now().getTime() >= giveUpAt) throw error;
        await this.sleep(RECORD_PAUSE_MS, this.stopping.signal);
      }
    }
  }

  /** Where a try of the delivery goes: the sender's own address, or the CRM's or team's as configured now. */
  private target(delivery: Delivery): string | null {
    const { destination } = this.options;
    if (delivery.channel === 'ack-mail' || !destination) return delivery.url;
    return destination(delivery.kind, delivery.channel);
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
        // Not followed: the body would be posted where nobody configured it to go. Retried, so a corrected URL
        // (read at each try) takes it.
        redirect: 'manual',
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        const target = location === null ? 'nowhere' : absolute(location, delivery.url);
        return {
          ok: false,
          failure: `HTTP ${response.status}: a redirect to ${target}, not followed`,
          permanent: false,
        };
      }
      return { ok: false, failure: `HTTP ${response.status}`, permanent: !retryable(response.status) };
    } catch (error) {
      const cause = error as Error;
      // fetch's own message is "fetch failed"; what failed (refused, reset, a bad certificate) is its cause.
      const reason = cause.cause instanceof Error ? `${cause.message}: ${cause.cause.message}` : cause.message;
      const failure = cause.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : reason;
      return { ok: false, failure, permanent: false };
    }
  }

  /**
   * E-mails the team about the submission (its files attached; or only a notice with a link to the inbox), or
   * acknowledges it to its sender.
   */
  private async mail(delivery: Delivery, submission: Submission): Promise<Outcome> {
    const { store, mailer, teamNoticeOnly = false } = this.options;
    if (!mailer) return { ok: false, failure: 'E-mail is off: no SMTP_URL is set', permanent: false };
    const team = delivery.channel === 'team-mail';
    // The full notification carries the sender's data, Reply-To and files; a notice, none of them.
    const full = team && !teamNoticeOnly;
    const content = !team
      ? await acknowledgement(submission.kind)
      : full
        ? await teamNotification(submission)
        : await teamNotice(submission);
    // Never refused for a bad Reply-To: the team e-mail goes without one, and says so.
    const replyTo = full ? replyAddress(submission) : null;
    const to = delivery.url.replace(/^mailto:/, '');
    const deadlineMs = this.deadline(delivery.channel);
    try {
      for (const [name, value] of [
        ['From', mailer.from],
        ['To', to],
        ['Subject', content.subject],
      ] as const) {
        assertHeaderSafe(name, value);
      }
    } catch (error) {
      return { ok: false, failure: (error as Error).message, permanent: true };
    }
    const attachments = full
      ? await Promise.all(
          submission.files.map(async (file) => ({
            // The visitor's name, minus control characters (nodemailer encodes the rest for the header).
            filename: file.name.replace(/[\u0000-\u001f\u007f]/g, '_'),
            contentType: file.type,
            content: Buffer.from((await store.fileBytes(file.id)) ?? new Uint8Array()),
          })),
        )
      : [];
    const deadline = AbortSignal.timeout(deadlineMs);
    try {
      await mailer.send({
        from: mailer.from,
        to,
        ...(replyTo && { replyTo }),
        ...content,
        messageId: messageId(submission.id, delivery.channel, mailer.from),
        attachments,
        signal: deadline,
      });
      return { ok: true };
    } catch (error) {
      // The server kept the message past its deadline (stalled, or trickling lines that reset each command's
      // time-out): nodemailer closed the connection; tried again later.
      if (deadline.aborted) {
        return { ok: false, failure: `The mail server did not finish within ${deadlineMs} ms`, permanent: false };
      }
      return { ok: false, failure: sendFailure(error), permanent: refusedForGood(error) };
    }
  }
}

type Outcome = { ok: true } | { ok: false; failure: string; permanent: boolean };

/** A redirect's Location as an absolute address (`URL.parse` needs Node 20.18). */
function absolute(location: string, base: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    return location;
  }
}

/** Why a CRM or team delivery waits: the setting that would give it a destination is empty. */
const switchedOff = ({ kind, channel }: Delivery) =>
  `Not sent: ${kind.toUpperCase()}_${channel === 'webhook' ? 'FORWARD_URL' : 'NOTIFY_TO'} is not set`;
