// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from '@/lib/inbox/session';
import { addressHash } from '@/lib/intake/store/privacy';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead, tempDir } from '@/tests/support/intakeDb';

/**
 * The admin's ZIP of one person's data (app/(inbox)/inbox/privacy/export), called as Next.js calls it, with the
 * session stubbed and the runtime's store a real temporary SQLite file.
 */
const signedIn = vi.hoisted(() => ({ staff: null as Staff | null, store: undefined as IntakeStore | undefined }));
vi.mock('@/lib/inbox/session', () => ({ staffOf: async () => signedIn.staff }));
vi.mock('@/lib/intake/runtime', () => ({ intakeRuntime: () => ({ store: signedIn.store }) }));

const ADDRESS = 'ana.pop@example.ro';
const ADMIN: Staff = { id: 'staff-1', name: 'Dana', email: 'dana@wolfpack.example', role: 'admin' };
const brief = pdf('ANA-BRIEF-7f31');
const cv = pdf('ANA-CV-91d0');

let GET: (request: Request) => Promise<Response>;
const download = (email: string | null = ADDRESS) =>
  GET(
    new Request(`http://localhost/inbox/privacy/export${email === null ? '' : `?${new URLSearchParams({ email })}`}`),
  );

beforeAll(async () => {
  // Other files of this run may have loaded the real modules already: load the route afresh, with the stubs.
  vi.resetModules();
  ({ GET } = await import('@/app/(inbox)/inbox/privacy/export/route'));
});
afterAll(() => {
  vi.doUnmock('@/lib/inbox/session');
  vi.doUnmock('@/lib/intake/runtime');
  vi.resetModules();
});

describe('downloading everything stored about a person', () => {
  let temp: ReturnType<typeof tempDir>;
  let store: IntakeStore;

  beforeEach(async () => {
    temp = tempDir();
    store = openSqliteStore(temp.db);
    signedIn.store = store;
    signedIn.staff = ADMIN;
    await store.save(
      newLead({
        fields: { name: 'Ana Pop', email: 'Ana.Pop@Example.RO' },
        files: [{ field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: brief }],
      }),
    );
    await store.save(
      newLead({
        kind: 'application',
        fields: { name: 'Ana Pop', email: ADDRESS },
        files: [{ field: 'application[cv]', name: 'brief.pdf', type: 'application/pdf', bytes: cv }],
      }),
    );
  });
  afterEach(async () => {
    await store.close();
    temp.remove();
  });

  it('asks whoever is not signed in to sign in, and gives nothing', async () => {
    signedIn.staff = null;
    const response = await download();
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'Sign in to the inbox first' });
    expect(await store.auditLog()).toEqual([]);
  });

  it('refuses anyone but an admin', async () => {
    signedIn.staff = { ...ADMIN, role: 'sales' };
    const response = await download();
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await store.auditLog()).toEqual([]);
  });

  it('gives an admin one ZIP with person.json and the original files, and records the export', async () => {
    const response = await download(' ANA.pop@example.ro ');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': expect.stringMatching(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['2-brief.pdf', 'brief.pdf', 'person.json']);
    expect(Buffer.from(zip['brief.pdf']!)).toEqual(brief);
    expect(Buffer.from(zip['2-brief.pdf']!)).toEqual(cv);
    const person = JSON.parse(strFromU8(zip['person.json']!)) as {
      address: string;
      submissions: { kind: string; fields: { name: string }; files: { savedAs: string }[] }[];
    };
    expect(person.address).toBe(ADDRESS);
    expect(person.submissions.map((s) => [s.kind, s.files.map((f) => f.savedAs)])).toEqual([
      ['lead', ['brief.pdf']],
      ['application', ['2-brief.pdf']],
    ]);
    expect(await store.auditLog()).toEqual([
      {
        action: 'export',
        actor: { at: expect.any(Date), by: ADMIN.email },
        submissions: 2,
        addressHash: addressHash(await store.ipSalt(), ADDRESS),
      },
    ]);
  });

  it('says so when nothing is stored for the address, and asks for one when none is given', async () => {
    const nothing = await download('nobody@example.ro');
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ error: 'Nothing is stored for this address' });
    expect((await download(null)).status).toBe(400);
    expect((await download('  ')).status).toBe(400);
    expect(await store.auditLog()).toEqual([]);
  });
});
