import { config } from '@/lib/config';
import { editorMode } from '@/lib/editor/mode';
import { atPublicOrigin } from '@/lib/editor/publicOrigin';

/**
 * The content editor's API (Keystatic): in local mode it reads and writes this checkout's entry files, in GitHub
 * mode it signs the editor in with GitHub. proxy.ts answers 404 while the editor is off (lib/editor/mode.ts); the
 * check below repeats it, before Keystatic's handler is created or its code is even loaded. In GitHub mode on a
 * server, Keystatic sees each request at NEXT_PUBLIC_SITE_URL, so its sign-in sends GitHub the site's callback
 * address whatever Host reached this server (`next dev` keeps its own: Keystatic's set-up screens register it).
 */
export const dynamic = 'force-dynamic';

type Handlers = { GET: (request: Request) => Promise<Response>; POST: (request: Request) => Promise<Response> };
let handlers: Promise<Handlers> | undefined;

async function keystaticHandlers(): Promise<Handlers> {
  const [{ makeRouteHandler }, { default: config }] = await Promise.all([
    import('@keystatic/next/route-handler'),
    import('@/keystatic.config'),
  ]);
  return makeRouteHandler({ config });
}

async function answer(incoming: Request): Promise<Response> {
  const mode = editorMode();
  if (mode === 'off') return Response.json({ error: 'Not found' }, { status: 404 });
  const request =
    mode === 'github' && process.env.NODE_ENV !== 'development' ? atPublicOrigin(incoming, config.siteUrl) : incoming;
  handlers ??= keystaticHandlers();
  const { GET, POST } = await handlers;
  return request.method === 'POST' ? POST(request) : GET(request);
}

export const GET = answer;
export const POST = answer;
