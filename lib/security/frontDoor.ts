import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { editorMode, isEditorPath } from '@/lib/editor/mode';
import { withPeerAddress } from '@/lib/intake/guards/peer';
import { isDraining, trackRequest } from '@/lib/lifecycle/stopping';
import { allowedMethods, methodNotAllowedBody, UNPROXIED_PATHS } from './methods';
import { RESOURCE_DIRECTIVES, SECURITY_HEADERS, serializePolicy } from './policy';
import { normalisePath, reachesApiByDotSegments } from './routes';

/**
 * What the Node server does with each request before Next.js sees it. It records the connection's address
 * for the intake (`peerAddress()`); gives every response the headers every response carries, before Next.js
 * writes any (its own redirects, for a trailing slash or repeated slashes, drop those of next.config.ts); and
 * answers what Next.js cannot or would answer otherwise, with those headers and a JSON body:
 * - the methods its proxy cannot see (it builds a fetch Request, which refuses TRACE and TRACK, so they ended in
 *   a 500), and any method the form endpoints and the editor's save do not take (proxy.ts skips them,
 *   `UNPROXIED_PATHS`): the 405 proxy.ts gives any other method a path does not take;
 * - an /api/ target reached through dot segments (`/api/./leads`, `/x/../api/leads`): 404, as any /api/ path that
 *   is no endpoint; Next.js resolved them and ran the endpoint behind proxy.ts's and this file's checks;
 * - CONNECT, which Node hands to a 'connect' listener and, with none, answers by closing the connection: 405, and
 *   the connection closed.
 * It also counts the requests in flight, for a server that stops without cutting one off (`lib/lifecycle`).
 * Installed once, when the server starts (`instrumentation.ts`), by wrapping the events of http(s).Server.
 */
const UNSUPPORTED_BY_FETCH = new Set(['TRACE', 'TRACK']);
const WRAPPED = Symbol.for('wolfpack.frontDoor');

type Emitter = {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
  listenerCount: (event: string) => number;
  on: (event: string, listener: (...args: never[]) => void) => unknown;
  [WRAPPED]?: true;
};

const RESOURCE_POLICY = serializePolicy(RESOURCE_DIRECTIVES);

/**
 * The headers set on every response before Next.js handles it; what it serves sets them again, and its own
 * policy where it has one. `next dev` gives pages no policy (proxy.ts), so there this one would block them.
 */
const EVERY_RESPONSE: Record<string, string> = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  ...(process.env.NODE_ENV === 'production' && { 'Content-Security-Policy': RESOURCE_POLICY }),
};

export function installFrontDoor() {
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as Emitter[]) {
    if (Object.hasOwn(prototype, WRAPPED)) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: Emitter, event, ...args) {
      // Each new connection: CONNECT on it is answered here unless the server has a listener of its own.
      if (event === 'connection' && this.listenerCount('connect') === 0) this.on('connect', refuseConnect);
      if (event !== 'request') return emit.call(this, event, ...args);
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      trackRequest(response);
      for (const [key, value] of Object.entries(EVERY_RESPONSE)) response.setHeader(key, value);
      // A stopping server asks keep-alive clients (a load balancer) to open their next request elsewhere.
      if (isDraining()) response.setHeader('Connection', 'close');
      const answer = doorAnswer(request);
      if (answer) {
        request.resume();
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
        return true;
      }
      return withPeerAddress(request.socket?.remoteAddress, () => emit.call(this, event, ...args));
    };
    prototype[WRAPPED] = true;
  }
}

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The path of a request's target; `/` for one that is not a path (CONNECT's `host:port`, an unreadable one). */
function targetPath(target: string | undefined): string {
  if (!target?.startsWith('/')) return '/';
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: {
    'Content-Security-Policy': RESOURCE_POLICY,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...headers,
  },
  body: JSON.stringify(body),
});

const NOT_FOUND = { error: 'Not found' };

/** What the front door answers a request with itself, or null to hand it to Next.js. */
function doorAnswer(request: http.IncomingMessage): Answer | null {
  const method = request.method ?? '';
  const rawPath = (request.url ?? '').split('?', 1)[0]!;
  if (reachesApiByDotSegments(rawPath)) return json(404, NOT_FOUND);
  const unproxiedRefused = UNPROXIED_PATHS.includes(rawPath) && !allowedMethods(rawPath).includes(method);
  if (!UNSUPPORTED_BY_FETCH.has(method) && !unproxiedRefused) return null;
  const pathname = targetPath(request.url);
  // The content editor's paths do not exist while it is off (lib/editor/mode.ts), whatever the method.
  if (isEditorPath(normalisePath(pathname)) && editorMode() === 'off') return json(404, NOT_FOUND);
  return methodRefused(pathname);
}

function methodRefused(pathname: string): Answer {
  const allowed = allowedMethods(pathname);
  return json(405, methodNotAllowedBody(allowed), { Allow: allowed.join(', ') });
}

/** CONNECT (this server is no proxy): 405 written on the connection itself, which is then closed. */
function refuseConnect(request: http.IncomingMessage, socket: Duplex) {
  const { status, headers, body } = methodRefused(targetPath(request.url));
  const head = Object.entries({
    ...EVERY_RESPONSE,
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([key, value]) => `${key}: ${value}`);
  socket.on('error', () => {});
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
}
