import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The address of the connection a request came in on, which no header can forge. Next.js hands route
 * handlers a Request built from the headers only, and fills X-Forwarded-For with the connection's address
 * only when the client sent none; so the server's front door (`lib/security/frontDoor.ts`, installed when
 * the server starts) runs each request in an async context that holds its socket's address. The context
 * is kept on globalThis because Next.js bundles this module more than once in one process.
 */
type Peer = { address: string | undefined };

const STORAGE = Symbol.for('wolfpack.intake.peer');
const BLIND = Symbol.for('wolfpack.intake.peerBlind');
const global = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<Peer>; [BLIND]?: true };
const storage = (global[STORAGE] ??= new AsyncLocalStorage<Peer>());

/**
 * The connection's address of the request being handled; undefined outside a tracked request (a test
 * calling the handler directly, or a request that arrived while the server was still starting), and always
 * once the server found at its start that it cannot see addresses (`ignorePeerAddresses`).
 */
export const peerAddress = (): string | undefined => (global[BLIND] ? undefined : storage.getStore()?.address);

/** From now on no request has a known connection address: what the server does when its self-check fails. */
export const ignorePeerAddresses = () => {
  global[BLIND] = true;
};

/** Runs `work` (the handling of one request) with `address` as its connection's address. */
export const withPeerAddress = <T>(address: string | undefined, work: () => T): T => storage.run({ address }, work);
