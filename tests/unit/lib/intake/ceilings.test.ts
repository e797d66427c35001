// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteCeiling } from '@/lib/intake/guards/siteCeiling';
import { freeBytesAt, storageDecision } from '@/lib/intake/guards/storageGuard';

const MB = 1024 * 1024;

describe('SiteCeiling', () => {
  it('takes `submissionsPerMinute` stored submissions a minute from everyone together, then says when to retry', () => {
    const ceiling = new SiteCeiling(3, 0);
    for (let index = 0; index < 3; index += 1) {
      expect(ceiling.check(1000 + index)).toEqual({ ok: true });
      ceiling.record(1000 + index, 0);
    }
    expect(ceiling.check(31_000)).toEqual({ ok: false, reason: 'submissions', retryAfterSeconds: 30 });
    expect(ceiling.check(61_000)).toEqual({ ok: true });
  });

  it('refuses files that would pass the stored bytes of the hour, but not a submission without files', () => {
    const ceiling = new SiteCeiling(0, 25 * MB);
    ceiling.record(0, 10 * MB);
    ceiling.record(1, 10 * MB);
    expect(ceiling.check(2, 5 * MB)).toEqual({ ok: true });
    expect(ceiling.check(600_000, 6 * MB)).toEqual({ ok: false, reason: 'bytes', retryAfterSeconds: 3000 });
    expect(ceiling.check(600_000, 0)).toEqual({ ok: true });
    expect(ceiling.check(3_600_000, 6 * MB)).toEqual({ ok: true });
  });

  it('is off with ceilings of 0', () => {
    const ceiling = new SiteCeiling(0, 0);
    for (let index = 0; index < 1000; index += 1) ceiling.record(0, 10 * MB);
    expect(ceiling.check(0, 10 * MB)).toEqual({ ok: true });
  });
});

describe('storageDecision', () => {
  const limits = { quotaBytes: 100 * MB, minFreeBytes: 50 * MB };

  it('takes files that fit the quota and leave the disk its free room', () =>
    expect(storageDecision(5 * MB, { storedBytes: 90 * MB, freeBytes: 60 * MB }, limits)).toEqual({ ok: true }));

  it('refuses files over the quota, naming the figures', () =>
    expect(storageDecision(11 * MB, { storedBytes: 90 * MB, freeBytes: 1000 * MB }, limits)).toEqual({
      ok: false,
      reason: 'quota',
      detail: 'stored files 90.0 MB + 11.0 MB would pass the quota of 100.0 MB',
    }));

  it('refuses files that would leave the disk less free room than it must keep', () =>
    expect(storageDecision(11 * MB, { storedBytes: 0, freeBytes: 60 * MB }, limits)).toEqual({
      ok: false,
      reason: 'disk',
      detail: '60.0 MB free on the disk, 50.0 MB must stay free',
    }));

  it('always takes a submission without files, and skips a check that is off or cannot be made', () => {
    expect(storageDecision(0, { storedBytes: 500 * MB, freeBytes: 0 }, limits)).toEqual({ ok: true });
    expect(
      storageDecision(MB, { storedBytes: 500 * MB, freeBytes: null }, { quotaBytes: 0, minFreeBytes: MB }),
    ).toEqual({
      ok: true,
    });
  });

  it('reads the free bytes of a real folder, and null for one that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-'));
    try {
      expect(freeBytesAt(dir)).toBeGreaterThan(0);
      expect(freeBytesAt(join(dir, 'missing', 'deeper'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
