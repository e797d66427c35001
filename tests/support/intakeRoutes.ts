import { vi } from 'vitest';
import type { IntakeStore } from '@/lib/intake/store/store';
import { storeBackends, type BackendUnderTest } from './storeBackends';

type Route = (request: Request) => Promise<Response>;

/**
 * The two intake route handlers as Next.js loads them, on a fresh store (a temporary SQLite file unless
 * another back end is given) and the given environment (read when the modules load, so each call loads them anew). Requests act as if one trusted
 * proxy stood in front (INTAKE_TRUSTED_PROXY_HOPS=1) and come from their own address each, so the
 * per-address limit stays out of the way unless a test sends `x-forwarded-for` itself.
 */
export async function loadIntakeRoutes(
  env: Record<string, string> = {},
  backend: BackendUnderTest = storeBackends[0]!,
) {
  const created = await backend.create();
  for (const [name, value] of Object.entries(created.env)) vi.stubEnv(name, value);
  vi.stubEnv('INTAKE_RATE_LIMIT', '5');
  vi.stubEnv('INTAKE_RATE_WINDOW_SECONDS', '600');
  vi.stubEnv('INTAKE_TRUSTED_PROXY_HOPS', '1');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
  const postLead: Route = (await import('@/app/api/leads/route')).POST;
  const postApplication: Route = (await import('@/app/api/job-applications/route')).POST;
  const store: IntakeStore = created.store;

  let address = 0;
  const request = (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    address += 1;
    return new Request(`http://localhost${path}`, {
      method: 'POST',
      body,
      // What the client wrote, then the address the trusted proxy saw (the one the limit counts).
      headers: {
        'x-forwarded-for': `192.0.2.1, 198.18.${address >> 8}.${address & 255}`,
        'user-agent': 'Vitest',
        ...headers,
      },
      duplex: 'half',
    } as RequestInit);
  };

  return {
    store,
    lead: (body: BodyInit, headers?: Record<string, string>) => postLead(request('/api/leads', body, headers)),
    application: (body: BodyInit, headers?: Record<string, string>) =>
      postApplication(request('/api/job-applications', body, headers)),
    /** How many submissions (spam included) and files the store holds. */
    async counts() {
      const all = [...(await store.list()), ...(await store.list({ spam: true }))];
      return { submissions: all.length, files: all.reduce((sum, submission) => sum + submission.files.length, 0) };
    },
    async close() {
      const { intakeRuntime } = await import('@/lib/intake/runtime');
      await intakeRuntime().store.close();
      delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
      await store.close();
      vi.unstubAllEnvs();
      // The Node test files share one module cache: the next file must not find modules that read this
      // file's stubbed environment when they were loaded (the site's origin, the store's path).
      vi.resetModules();
      await created.remove();
    },
  };
}

export type IntakeRoutes = Awaited<ReturnType<typeof loadIntakeRoutes>>;

/** A file as a browser sends it. */
export const upload = (bytes: Uint8Array, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

/** A multipart body as bytes with its Content-Type and Content-Length, as a browser declares them. */
export async function encoded(form: FormData) {
  const response = new Response(form);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    bytes,
    headers: { 'content-type': response.headers.get('content-type')!, 'content-length': String(bytes.length) },
  };
}
