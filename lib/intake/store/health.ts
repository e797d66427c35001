import type { IntakeStore, StoreBackend } from './store';

/** How long the store has to answer before this instance is reported unable to take forms. */
export const HEALTH_TIMEOUT_MS = 1000;

export type StoreHealth = {
  status: 200 | 503;
  body: { status: 'ok' | 'unavailable' | 'draining'; store: StoreBackend };
};

/** A stopping server's answer, whatever its store: the load balancer must send its requests elsewhere. */
export const drainingHealth = (store: IntakeStore): StoreHealth => ({
  status: 503,
  body: { status: 'draining', store: store.backend },
});

/** 200 with the back end's name when the store answers a trivial query within the time-out, 503 when not. */
export async function storeHealth(store: IntakeStore, timeoutMs = HEALTH_TIMEOUT_MS): Promise<StoreHealth> {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    store.ping().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return answered
    ? { status: 200, body: { status: 'ok', store: store.backend } }
    : { status: 503, body: { status: 'unavailable', store: store.backend } };
}
