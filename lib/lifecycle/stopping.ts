/**
 * How a server stops without failing a request: its health check turns 503 "draining" at once, it goes on
 * answering for `drainMs` while the proxy or load balancer notices and sends new requests elsewhere, then waits
 * for the requests still in flight (an upload may take a while), at most `timeoutMs` in all, then ends.
 * Next.js ends the process at once on SIGTERM unless NEXT_MANUAL_SIG_HANDLE is set, which the release's
 * process manager sets (`deploy/`); without it this never runs.
 */
type LifecycleState = { draining: boolean; inFlight: number };

const globalState = globalThis as typeof globalThis & { __lifecycle?: LifecycleState };

/** One state per process, whichever copy of this module Next.js loaded (the front door and the routes). */
function state(): LifecycleState {
  globalState.__lifecycle ??= { draining: false, inFlight: 0 };
  return globalState.__lifecycle;
}

export const isDraining = () => state().draining;
export const requestsInFlight = () => state().inFlight;

/** Counts a request from its arrival until its response is finished or its connection lost. */
export function trackRequest(response: { once(event: 'close', listener: () => void): unknown }) {
  state().inFlight += 1;
  response.once('close', () => {
    state().inFlight -= 1;
  });
}

export type StopSteps = {
  drainMs: number;
  timeoutMs: number;
  /** Stops taking new work of its own (the outbox relay) and closes what is open (the store). */
  release: () => Promise<void>;
  log: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const POLL_MS = 100;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drains this server as described above; resolves when it may exit, `true` when no request was cut off. */
export async function stopGracefully(reason: string, steps: StopSteps): Promise<boolean> {
  const sleep = steps.sleep ?? defaultSleep;
  const now = steps.now ?? Date.now;
  const giveUpAt = now() + steps.timeoutMs;
  state().draining = true;
  steps.log(
    `server: ${reason}: health answers 503 "draining"; answering for ${steps.drainMs / 1000} s more, then until the requests in flight end`,
  );
  await sleep(Math.min(steps.drainMs, steps.timeoutMs));
  // The health check this poll makes (if any) is itself in flight: it ends within the poll.
  while (requestsInFlight() > 0 && now() < giveUpAt) await sleep(POLL_MS);
  const cutOff = requestsInFlight();
  if (cutOff > 0)
    steps.log(`server: stopping with ${cutOff} request(s) still in flight after ${steps.timeoutMs / 1000} s`);
  await steps.release();
  steps.log('server: stopped');
  return cutOff === 0;
}
