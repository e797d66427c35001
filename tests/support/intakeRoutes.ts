import Database from 'better-sqlite3';
import { vi } from 'vitest';
import { openSqliteStore } from '@/lib/intake/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store';
import { tempDir } from './intakeDb';

type Route = (request: Request) => Promise<Response>;

/**
 * The two intake route handlers as Next.js loads them, on a fresh temporary SQLite file and the given
 * environment (read when the modules load, so each call loads them anew). Requests act as if one trusted
 * proxy stood in front (INTAKE_TRUSTED_PROXY_HOPS=1) and come from their own address each, so the
 * per-address limit stays out of the way unless a test sends `x-forwarded-for` itself.
 */
export async function loadIntakeRoutes(env: Record<string, string> = {}) {
  const temp = tempDir();
  vi.stubEnv('INTAKE_DB', temp.db);
  vi.stubEnv('INTAKE_RATE_LIMIT', '5');
  vi.stubEnv('INTAKE_RATE_WINDOW_SECONDS', '600');
  vi.stubEnv('INTAKE_TRUSTED_PROXY_HOPS', '1');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
  const postLead: Route = (await import('@/app/api/leads/route')).POST;
  const postApplication: Route = (await import('@/app/api/job-applications/route')).POST;
  const store: IntakeStore = openSqliteStore(temp.db);

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
    temp,
    store,
    lead: (body: BodyInit, headers?: Record<string, string>) => postLead(request('/api/leads', body, headers)),
    application: (body: BodyInit, headers?: Record<string, string>) =>
      postApplication(request('/api/job-applications', body, headers)),
    /** How many submissions and files the database holds. */
    counts() {
      const db = new Database(temp.db, { readonly: true });
      const row = db
        .prepare('SELECT (SELECT COUNT(*) FROM submissions) AS submissions, (SELECT COUNT(*) FROM files) AS files')
        .get();
      db.close();
      return row as { submissions: number; files: number };
    },
    async close() {
      const { intakeRuntime } = await import('@/lib/intake/runtime');
      await intakeRuntime().store.close();
      delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
      await store.close();
      vi.unstubAllEnvs();
      temp.remove();
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
