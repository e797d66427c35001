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
const global = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<Peer> };
const storage = (global[STORAGE] ??= new AsyncLocalStorage<Peer>());

/**
 * The connection's address of the request being handled; undefined outside a tracked request (a test
 * calling the handler directly, or a request that arrived while the server was still starting).
 */
export const peerAddress = (): string | undefined => storage.getStore()?.address;

/** Runs `work` (the handling of one request) with `address` as its connection's address. */
export const withPeerAddress = <T>(address: string | undefined, work: () => T): T => storage.run({ address }, work);
