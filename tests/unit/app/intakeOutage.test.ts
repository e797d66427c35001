// @vitest-environment node
/**
 * A database that is down: the forms answer 503 with Retry-After and a message asking to send again (the
 * browser keeps what was typed), and the health check answers 503 so a load balancer stops sending
 * visitors here. No PostgreSQL server is needed: nothing listens on the port used.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntakeRoutes, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { openTestPostgresStore, storeBackends } from '@/tests/support/storeBackends';
import { leadBody } from '@/tests/support/submissions';

const NOBODY_LISTENS = 'postgres://intake@127.0.0.1:9/site';

let routes: IntakeRoutes;
afterEach(() => routes.close());

const health = async () => (await import('@/app/api/health/route')).GET();

describe('the intake when its store does not answer', () => {
  it('answers a form with 503, Retry-After and "send it again", and the health check with 503', async () => {
    routes = await loadIntakeRoutes(
      { DATABASE_CONNECT_TIMEOUT_MS: '500' },
      {
        name: 'PostgreSQL',
        available: true,
        create: async () => ({
          store: openTestPostgresStore(NOBODY_LISTENS),
          reopen: () => openTestPostgresStore(NOBODY_LISTENS),
          env: { DATABASE_URL: NOBODY_LISTENS },
          remove: async () => {},
        }),
      },
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await routes.lead(leadBody());
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.json()).toEqual({
      error: 'We could not save your form just now, so nothing was sent. Please send it again in a minute.',
    });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^intake: could not store a lead: /));

    const check = await health();
    expect(check.status).toBe(503);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(await check.json()).toEqual({ status: 'unavailable', store: 'postgresql' });
  });

  it('answers the health check with 503 "draining" once the server is stopping, its store working', async () => {
    routes = await loadIntakeRoutes({}, storeBackends[0]);
    const { stopGracefully } = await import('@/lib/lifecycle/stopping');
    const stopped = stopGracefully('SIGTERM', {
      drainMs: 0,
      timeoutMs: 1000,
      release: async () => {},
      log: () => {},
    });
    try {
      const check = await health();
      expect(check.status).toBe(503);
      expect(await check.json()).toEqual({ status: 'draining', store: 'sqlite' });
    } finally {
      await stopped;
      delete (globalThis as { __lifecycle?: unknown }).__lifecycle;
    }
  });

  it('reports a working store healthy with its name and nothing else', async () => {
    routes = await loadIntakeRoutes({}, storeBackends[0]);
    const check = await health();
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(await check.json()).toEqual({ status: 'ok', store: 'sqlite' });
  });
});
