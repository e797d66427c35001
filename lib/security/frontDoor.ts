import http from 'node:http';
import https from 'node:https';
import { editorMode, isEditorPath } from '@/lib/editor/mode';
import { withPeerAddress } from '@/lib/intake/guards/peer';
import { allowedMethods, FORM_API_PATHS, methodNotAllowedBody } from './methods';
import { RESOURCE_DIRECTIVES, SECURITY_HEADERS, serializePolicy } from './policy';
import { normalisePath } from './routes';

/**
 * What the Node server does with each request before Next.js sees it. It records the connection's address
 * for the intake (`peerAddress()`), and answers the methods Next.js cannot handle (its proxy builds a fetch
 * Request, which refuses TRACE and TRACK, so they ended in a 500), and any method the form endpoints do not
 * take (proxy.ts skips them), with the same 405 proxy.ts gives any other method a path does not take, with the
 * headers every response carries. Installed once, when the server
 * starts (`instrumentation.ts`), by wrapping the 'request' event of http(s).Server.
 */
const UNSUPPORTED_BY_FETCH = new Set(['TRACE', 'TRACK']);
const WRAPPED = Symbol.for('wolfpack.frontDoor');

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [WRAPPED]?: true };

export function installFrontDoor() {
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as Emitter[]) {
    if (Object.hasOwn(prototype, WRAPPED)) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: Emitter, event, ...args) {
      if (event !== 'request') return emit.call(this, event, ...args);
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (UNSUPPORTED_BY_FETCH.has(request.method ?? '') || formMethodRefused(request)) {
        refuseMethod(request, response);
        return true;
      }
      return withPeerAddress(request.socket?.remoteAddress, () => emit.call(this, event, ...args));
    };
    prototype[WRAPPED] = true;
  }
}

function formMethodRefused(request: http.IncomingMessage) {
  const pathname = (request.url ?? '').split('?', 1)[0]!;
  return FORM_API_PATHS.includes(pathname) && !allowedMethods(pathname).includes(request.method ?? '');
}

function refuseMethod(request: http.IncomingMessage, response: http.ServerResponse) {
  let pathname = '/';
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    // An unreadable target is no page and no form: it gets the pages' answer.
  }
  const headers = {
    ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    'Content-Security-Policy': serializePolicy(RESOURCE_DIRECTIVES),
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  };
  request.resume();
  // The content editor's paths do not exist while it is off (lib/editor/mode.ts), whatever the method.
  if (isEditorPath(normalisePath(pathname)) && editorMode() === 'off') {
    response.writeHead(404, headers);
    response.end(JSON.stringify({ error: 'Not found' }));
    return;
  }
  const allowed = allowedMethods(pathname);
  response.writeHead(405, { ...headers, Allow: allowed.join(', ') });
  response.end(JSON.stringify(methodNotAllowedBody(allowed)));
}
