import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewSubmission } from '@/lib/intake/store/store';

/** A fresh folder for a test's SQLite file; `remove()` deletes it. */
export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'intake-test-'));
  return { dir, db: join(dir, 'intake.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const newLead = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: 'lead',
  entries: [
    ['lead[name]', 'Ioana Pop'],
    ['lead[email]', 'ioana@example.ro'],
    ['lead[sources][]', 'linkedin'],
    ['lead[sources][]', 'blog'],
    ['mailing', 'false'],
  ],
  fields: { name: 'Ioana Pop', email: 'ioana@example.ro', sources: ['linkedin', 'blog'], mailing: false },
  attribution: { utm_source: 'newsletter' },
  receivedAt: new Date('2026-03-02T09:15:00.000Z'),
  userAgent: 'Mozilla/5.0 (test)',
  ipHash: 'a'.repeat(64),
  spam: null,
  idempotencyKey: null,
  files: [],
  forwardUrl: null,
  ...overrides,
});
