// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, RateLimiter } from '@/lib/intake/rateLimit';
import { spamVerdict } from '@/lib/intake/spam';

describe('RateLimiter', () => {
  it('lets `limit` submissions through per window, then answers how long to wait, then recovers', () => {
    const limiter = new RateLimiter(5, 600_000);
    for (let index = 0; index < 5; index += 1) expect(limiter.hit('203.0.113.9', 1_000 + index)).toEqual({ ok: true });
    expect(limiter.hit('203.0.113.9', 61_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(limiter.hit('198.51.100.4', 61_000)).toEqual({ ok: true });
    expect(limiter.hit('203.0.113.9', 601_000)).toEqual({ ok: true });
  });

  it('is off with a limit of 0', () => {
    const limiter = new RateLimiter(0, 1000);
    for (let index = 0; index < 100; index += 1) expect(limiter.hit('a', 0).ok).toBe(true);
  });
});

describe('clientAddress', () => {
  it('uses the address Next.js recorded when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress(null, 0)).toBe('unknown');
  });

  it('skips the addresses added by trusted proxies, never trusting what the client wrote before them', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9');
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
