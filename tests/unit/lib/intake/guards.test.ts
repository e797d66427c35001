// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/intake/guards/rateLimit';
import { MemoryRateLimiter } from '@/lib/intake/store/memoryRateLimit';
import { spamVerdict } from '@/lib/intake/guards/spam';

describe('MemoryRateLimiter', () => {
  it('lets `limit` submissions through per window, then answers how long to wait, then recovers', () => {
    const limiter = new MemoryRateLimiter(5, 600_000);
    for (let index = 0; index < 5; index += 1) expect(limiter.hit('203.0.113.9', 1_000 + index)).toEqual({ ok: true });
    expect(limiter.hit('203.0.113.9', 61_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(limiter.check('203.0.113.9', 61_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(limiter.hit('198.51.100.4', 61_000)).toEqual({ ok: true });
    expect(limiter.hit('203.0.113.9', 601_000)).toEqual({ ok: true });
  });

  it('checks without counting, and gives a place back on refund', () => {
    const limiter = new MemoryRateLimiter(2, 60_000);
    expect(limiter.check('a', 0)).toEqual({ ok: true });
    expect(limiter.hit('a', 0)).toEqual({ ok: true });
    expect(limiter.hit('a', 1)).toEqual({ ok: true });
    expect(limiter.hit('a', 2).ok).toBe(false);
    limiter.refund('a');
    expect(limiter.hit('a', 3)).toEqual({ ok: true });
    expect(limiter.hit('a', 4).ok).toBe(false);
  });

  it('is off with a limit of 0', () => {
    const limiter = new MemoryRateLimiter(0, 1000);
    for (let index = 0; index < 100; index += 1) expect(limiter.hit('a', 0).ok).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it('stays bounded when many addresses arrive within one window, and forgets finished windows', () => {
    const limiter = new MemoryRateLimiter(5, 60_000, 1000);
    for (let index = 0; index < 5000; index += 1) limiter.hit(`10.0.${index >> 8}.${index & 255}`, index);
    expect(limiter.size).toBe(1000);
    // The newest addresses are still counted; the oldest were let go first.
    expect(limiter.check('10.0.19.135', 5000)).toEqual({ ok: true });
    limiter.hit('203.0.113.1', 70_000);
    expect(limiter.size).toBe(1);
  });

  it('does constant work per request while windows are open (no scan of every address)', () => {
    const limiter = new MemoryRateLimiter(5, 600_000, 200_000);
    for (let index = 0; index < 100_000; index += 1) limiter.hit(`a${index}`, 0);
    const started = performance.now();
    for (let index = 0; index < 20_000; index += 1) limiter.hit(`b${index}`, 1);
    // A scan of 100,000 windows per request would take minutes here, not milliseconds.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('clientAddress', () => {
  it("uses the connection's own address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress('6.6.6.6', 0, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(null, 0, '203.0.113.9')).toBe('203.0.113.9');
    // Not known (the server was still starting): no shared name to count under.
    expect(clientAddress('6.6.6.6', 0, undefined)).toBeUndefined();
  });

  it('takes the address the outermost trusted proxy saw, never what the client wrote before it', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2, '10.0.0.3')).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1, '10.0.0.3')).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 3, '10.0.0.3')).toBe('203.0.113.9');
    expect(clientAddress(null, 1, '10.0.0.3')).toBe('10.0.0.3');
  });
});

describe('spamVerdict', () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  it('flags a filled honeypot', () => expect(spamVerdict('http://spam.example', undefined, now)).toBe('honeypot'));
  it('flags a form sent within 3 seconds of being shown', () =>
    expect(spamVerdict('', '2026-03-02T09:59:58.500Z', now)).toBe('too-fast'));
  it('passes a person who took their time, or whose start time is unknown or ahead of our clock', () => {
    expect(spamVerdict('', '2026-03-02T09:58:00.000Z', now)).toBeNull();
    expect(spamVerdict('', undefined, now)).toBeNull();
    expect(spamVerdict('', 'not a date', now)).toBeNull();
    expect(spamVerdict('', '2026-03-02T10:05:00.000Z', now)).toBeNull();
  });
});
