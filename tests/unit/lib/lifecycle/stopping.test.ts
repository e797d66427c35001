// @vitest-environment node
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDraining, requestsInFlight, stopGracefully, trackRequest } from '@/lib/lifecycle/stopping';

/** A clock that moves only when the code under test sleeps, and the requests that end at given times. */
function fakeTime(endings: { at: number; response: EventEmitter }[] = []) {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
      for (const ending of endings.filter(({ at }) => at <= now)) ending.response.emit('close');
      endings.splice(0, endings.length, ...endings.filter(({ at }) => at > now));
    },
  };
}

const requestEndingAt = (at: number) => {
  const response = new EventEmitter();
  trackRequest(response);
  return { at, response };
};

afterEach(() => {
  delete (globalThis as { __lifecycle?: unknown }).__lifecycle;
});

describe('a stopping server', () => {
  it('turns its health check to draining at once, answers for the drain time, then waits for its uploads', async () => {
    const upload = requestEndingAt(12_000);
    const time = fakeTime([upload]);
    const release = vi.fn(async () => {});
    const log = vi.fn();
    expect(isDraining()).toBe(false);
    const stopped = stopGracefully('SIGTERM', { drainMs: 5000, timeoutMs: 120_000, release, log, ...time });
    expect(isDraining()).toBe(true);
    expect(log).toHaveBeenCalledWith(
      'server: SIGTERM: health answers 503 "draining"; answering for 5 s more, then until the requests in flight end',
    );
    await expect(stopped).resolves.toBe(true);
    // Released only when the upload had ended, 12 s in (polled every 100 ms).
    expect(time.now()).toBeGreaterThanOrEqual(12_000);
    expect(time.now()).toBeLessThan(12_200);
    expect(requestsInFlight()).toBe(0);
    expect(release).toHaveBeenCalledOnce();
    expect(log).toHaveBeenLastCalledWith('server: stopped');
  });

  it('waits the drain time even with nothing in flight, for the load balancer to notice', async () => {
    const time = fakeTime();
    await stopGracefully('SIGTERM', {
      drainMs: 5000,
      timeoutMs: 120_000,
      release: async () => {},
      log: () => {},
      ...time,
    });
    expect(time.now()).toBe(5000);
  });

  it('gives up on a request that outlasts the stop time-out, and says so', async () => {
    requestEndingAt(600_000);
    const time = fakeTime();
    const log = vi.fn();
    const release = vi.fn(async () => {});
    await expect(stopGracefully('SIGTERM', { drainMs: 5000, timeoutMs: 30_000, release, log, ...time })).resolves.toBe(
      false,
    );
    expect(time.now()).toBeGreaterThanOrEqual(30_000);
    expect(time.now()).toBeLessThan(30_200);
    expect(log).toHaveBeenCalledWith('server: stopping with 1 request(s) still in flight after 30 s');
    expect(release).toHaveBeenCalledOnce();
  });
});
