import { EDITOR_SAVE_PATH, isEditorApi } from '@/lib/editor/mode';
import { isInboxPath } from '@/lib/security/inboxPolicy';

/**
 * Which HTTP methods each kind of path answers, and the 405 every other method gets (with `Allow`, as
 * RFC 9110 asks). Pages, files and the health check are read-only; the form endpoints under /api/ take POST; the
 * content editor's API (when the editor is on, lib/editor/mode.ts) reads with GET and saves with POST; the back
 * office's pages (/inbox) also take POST, for its server actions and its plain HTML forms. proxy.ts answers
 * every other method with this 405 before any route sees it; `frontDoor.ts` answers alike TRACE and TRACK,
 * which proxy.ts cannot see, and every method the paths proxy.ts skips do not take (`UNPROXIED_PATHS`).
 */
const PAGE_METHODS = ['GET', 'HEAD'] as const;
const FORM_METHODS = ['POST', 'OPTIONS'] as const;
const EDITOR_API_METHODS = ['GET', 'HEAD', 'POST'] as const;
const INBOX_METHODS = ['GET', 'HEAD', 'POST'] as const;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The load balancer's health check (`app/api/health`). */
export const HEALTH_PATH = '/api/health';
/** The intake's form endpoints (`app/api/leads`, `app/api/job-applications`). */
export const FORM_API_PATHS: readonly string[] = ['/api/leads', '/api/job-applications'];

/**
 * The paths proxy.ts skips (its matcher), because Next.js buffers every body it hands a proxy and cuts it at 10 MB:
 * the form endpoints, whose uploads reach that size, and the editor's save in local mode, whose pictures (base64 in
 * one JSON body) did ("Bad data"). `frontDoor.ts` answers the methods they do not take instead.
 */
export const UNPROXIED_PATHS: readonly string[] = [...FORM_API_PATHS, EDITOR_SAVE_PATH];

/** Whether an /api/ path is one of the site's own endpoints (the content editor's are judged by proxy.ts). */
export const isKnownApiPath = (pathname: string) => pathname === HEALTH_PATH || FORM_API_PATHS.includes(pathname);

export function allowedMethods(pathname: string): readonly string[] {
  if (isEditorApi(pathname)) return EDITOR_API_METHODS;
  if (isInboxPath(pathname)) return INBOX_METHODS;
  return isApiPath(pathname) && pathname !== HEALTH_PATH ? FORM_METHODS : PAGE_METHODS;
}

export const methodNotAllowedBody = (allowed: readonly string[]) => ({
  error: `This address answers ${allowed.join(' and ')} only`,
});

export function methodNotAllowed(allowed: readonly string[]): Response {
  return Response.json(methodNotAllowedBody(allowed), {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Cache-Control': 'no-store' },
  });
}
