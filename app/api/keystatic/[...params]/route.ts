import { editorMode } from '@/lib/editor/mode';

/**
 * The content editor's API (Keystatic): in local mode it reads and writes this checkout's entry files, in GitHub
 * mode it signs the editor in with GitHub. proxy.ts answers 404 while the editor is off (lib/editor/mode.ts); the
 * check below repeats it, before Keystatic's handler is created or its code is even loaded.
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

async function answer(request: Request): Promise<Response> {
  if (editorMode() === 'off') return Response.json({ error: 'Not found' }, { status: 404 });
  handlers ??= keystaticHandlers();
  const { GET, POST } = await handlers;
  return request.method === 'POST' ? POST(request) : GET(request);
}

export const GET = answer;
export const POST = answer;
