import { config } from '@/lib/config';
import { applicationForm, leadForm, type IntakeForm } from './forms';
import { handleSubmission } from './handler';
import { RateLimiter } from './rateLimit';
import { OutboxRelay } from './relay';
import { openSqliteStore } from './sqliteStore';
import type { IntakeStore } from './store';

/**
 * The server's one store, rate limiter and relay, shared by both route handlers and the instrumentation
 * hook (kept on globalThis: Next.js may load this module more than once in one process).
 */
type Runtime = { store: IntakeStore; limiter: RateLimiter; relay: OutboxRelay };

const globalRuntime = globalThis as typeof globalThis & { __intakeRuntime?: Runtime };

export function intakeRuntime(): Runtime {
  if (!globalRuntime.__intakeRuntime) {
    const store = openSqliteStore(config.intakeDb);
    globalRuntime.__intakeRuntime = {
      store,
      limiter: new RateLimiter(config.intakeRateLimit, config.intakeRateWindowSeconds * 1000),
      relay: new OutboxRelay({
        store,
        maxAttempts: config.forwardMaxAttempts,
        baseDelayMs: config.forwardRetryBaseMs,
        timeoutMs: config.forwardTimeoutMs,
      }),
    };
  }
  return globalRuntime.__intakeRuntime;
}

const forwardUrls: Record<IntakeForm['kind'], string> = {
  lead: config.leadForwardUrl,
  application: config.applicationForwardUrl,
};

/** The POST handler of one form's route. */
export const receive = (form: IntakeForm) => async (request: Request) => {
  const runtime = intakeRuntime();
  return handleSubmission(request, form, {
    store: async () => runtime.store,
    limiter: runtime.limiter,
    trustedProxyHops: config.intakeTrustedProxyHops,
    forwardUrl: forwardUrls[form.kind] || null,
    onStored: () => runtime.relay.wake(),
  });
};

export const receiveLead = receive(leadForm);
export const receiveApplication = receive(applicationForm);
