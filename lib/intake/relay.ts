import type { Delivery, IntakeStore, Submission } from './store';

/**
 * The outbox relay: re-posts stored submissions to the CRM. Each delivery is tried until the receiver
 * answers 2xx, with exponential backoff and jitter between tries; a receiver that refuses it for good
 * (a 4xx other than 408 and 429) or `maxAttempts` failed tries dead-letter it. Every try of one delivery
 * carries the same Idempotency-Key. A delivery is leased while it is being tried, so after a crash it is
 * tried again once the lease ends. Clock, sleep, randomness and fetch are injected.
 */
export type RelayOptions = {
  store: IntakeStore;
  maxAttempts: number;
  baseDelayMs: number;
  timeoutMs: number;
  maxDelayMs?: number;
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
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
      const due = await store.claimDeliveries(now, new Date(now.getTime() + timeoutMs + 5000), batchSize);
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
      while (!this.stopping.signal.aborted) {
        try {
          await this.runOnce();
        } catch (error) {
          this.log(`intake relay: ${(error as Error).message}`);
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
    const { store, maxAttempts, baseDelayMs, timeoutMs, maxDelayMs = MAX_RETRY_DELAY_MS } = this.options;
    const submission = await store.get(delivery.submissionId);
    if (!submission) return store.markFailed(delivery.id, 'The submission was purged', null);
    let failure: string;
    let permanent = false;
    try {
      const response = await this.fetch(delivery.url, {
        method: 'POST',
        headers: { 'Idempotency-Key': delivery.idempotencyKey },
        body: await forwardBody(store, submission),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.ok) return store.markDelivered(delivery.id, this.now());
      failure = `HTTP ${response.status}`;
      permanent = !retryable(response.status);
    } catch (error) {
      const cause = error as Error;
      failure = cause.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : cause.message;
    }
    const attempts = delivery.attempts + 1;
    const dead = permanent || attempts >= maxAttempts;
    const retryAt = dead
      ? null
      : new Date(this.now().getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs, this.random()));
    await store.markFailed(delivery.id, failure, retryAt);
    if (dead) this.log(`intake relay: delivery ${delivery.id} dead-lettered after ${attempts} tries (${failure})`);
  }
}
