// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PERSON_DOCUMENT,
  exportPerson,
  personJson,
  recordExport,
  uniqueNames,
  type PersonExport,
} from '@/lib/intake/personExport';
import { addressHash } from '@/lib/intake/store/privacy';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore, NewFile } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead, tempDir } from '@/tests/support/intakeDb';

/** The export of one address, written once for the CLI's folder and the inbox's ZIP, on a temporary SQLite store. */
const ADDRESS = 'Ana.Pop@Example.RO';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAYS = { lead: 730, application: 0 };
const bytesOf = { brief: pdf('ANA-BRIEF-1'), again: pdf('ANA-BRIEF-2'), cv: pdf('ANA-CV-3'), sneaky: pdf('SNEAKY-4') };

const file = (name: string, bytes: Buffer, field = 'lead[leads_attachments][]'): NewFile => ({
  field,
  name,
  type: 'application/pdf',
  bytes,
});

describe('exporting what is stored about one address', () => {
  let temp: ReturnType<typeof tempDir>;
  let store: IntakeStore;
  let ids: { lead: string; application: string; other: string };

  beforeEach(async () => {
    temp = tempDir();
    store = openSqliteStore(temp.db);
    const lead = await store.save(
      newLead({
        entries: [['lead[email]', ADDRESS]],
        fields: { name: 'Ana Pop', email: ADDRESS, message: 'An app for our bakery' },
        attribution: { utm_source: 'newsletter' },
        receivedAt: new Date('2026-01-05T09:00:00Z'),
        forwardUrl: 'https://crm.example/leads',
        files: [
          file('brief.pdf', bytesOf.brief),
          file('../BRIEF.pdf', bytesOf.again),
          file('person.json', bytesOf.sneaky),
        ],
      }),
    );
    const application = await store.save(
      newLead({
        kind: 'application',
        entries: [['application[email]', 'ana.pop@example.ro']],
        fields: { name: 'Ana Pop', email: ' ana.pop@example.ro ', jobId: 'senior-react-developer' },
        receivedAt: new Date('2026-02-01T10:00:00Z'),
        files: [file('brief.pdf', bytesOf.cv, 'application[cv]')],
      }),
    );
    const other = await store.save(newLead({ files: [file('brief.pdf', pdf('IOANA-5'))] }));
    ids = { lead: lead.id, application: application.id, other: other.id };
  });
  afterEach(async () => {
    await store.close();
    temp.remove();
  });

  const exported = async () => (await exportPerson(store, ` ${ADDRESS.toUpperCase()} `, { days: DAYS, now: NOW }))!;

  it('gives every submission of the address, oldest first, with its fields, attribution, deliveries and deletion date', async () => {
    const { document } = await exported();
    expect(document.address).toBe('ana.pop@example.ro');
    expect(document.exportedAt).toEqual(NOW);
    expect(document.submissions.map((s) => s.id)).toEqual([ids.lead, ids.application]);
    const [lead, application] = document.submissions;
    expect(lead).toMatchObject({
      kind: 'lead',
      fields: { name: 'Ana Pop', message: 'An app for our bakery' },
      entries: [['lead[email]', ADDRESS]],
      attribution: { utm_source: 'newsletter' },
      deletedOn: new Date('2028-01-05T09:00:00Z'),
      deliveries: [expect.objectContaining({ channel: 'webhook', url: 'https://crm.example/leads', state: 'pending' })],
    });
    expect(application).toMatchObject({ kind: 'application', deletedOn: null, deliveries: [] });
    const stored = (await store.get(ids.lead))!;
    expect(lead!.files.map(({ savedAs: _, ...described }) => described)).toEqual(stored.files);

    // person.json as the CLI writes it and the ZIP holds it: dates in ISO 8601.
    const json = JSON.parse(personJson(document)) as { exportedAt: string; submissions: { receivedAt: string }[] };
    expect(json.exportedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(json.submissions[0]!.receivedAt).toBe('2026-01-05T09:00:00.000Z');
  });

  it('saves each file under a safe name of its own, never the document’s, with its bytes intact', async () => {
    const { document, files } = await exported();
    const savedAs = document.submissions.flatMap((s) => s.files.map((f) => f.savedAs));
    // The same name twice (in another case, with a path), a file called like the document, and a name from another
    // submission of the same person: one folder, so each gets its own.
    expect(savedAs).toEqual(['brief.pdf', '2-BRIEF.pdf', '2-person.json', '3-brief.pdf']);
    expect(files.map((f) => f.name)).toEqual(savedAs);
    expect(files.map((f) => Buffer.from(f.bytes))).toEqual([bytesOf.brief, bytesOf.again, bytesOf.sneaky, bytesOf.cv]);
    expect(files.map((f) => f.receivedAt)).toEqual([
      new Date('2026-01-05T09:00:00Z'),
      new Date('2026-01-05T09:00:00Z'),
      new Date('2026-01-05T09:00:00Z'),
      new Date('2026-02-01T10:00:00Z'),
    ]);
    expect(savedAs).not.toContain(PERSON_DOCUMENT);
  });

  it('steers clear of names already taken where the files go', async () => {
    const taken = new Set(['brief.pdf', '2-brief.pdf']);
    const result: PersonExport = (await exportPerson(store, ADDRESS, {
      days: DAYS,
      now: NOW,
      taken: (n) => taken.has(n),
    }))!;
    expect(result.files.map((f) => f.name)).toEqual(['3-brief.pdf', 'BRIEF.pdf', '2-person.json', '4-brief.pdf']);
  });

  it('gives nothing for an address with nothing stored', async () => {
    expect(await exportPerson(store, 'nobody@example.ro', { days: DAYS, now: NOW })).toBeUndefined();
  });

  it('records an export with the address only as its keyed hash', async () => {
    await recordExport(store, ADDRESS, { at: NOW, by: 'dpo@wolfpack.example' }, 2);
    expect(await store.auditLog()).toEqual([
      {
        action: 'export',
        actor: { at: NOW, by: 'dpo@wolfpack.example' },
        submissions: 2,
        addressHash: addressHash(await store.ipSalt(), 'ana.pop@example.ro'),
      },
    ]);
  });
});

describe('unique names', () => {
  it('numbers a name already given, in any case, and keeps reserved names free', () => {
    const nameOf = uniqueNames(['person.json']);
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'person.json', 'Person.JSON'].map(nameOf)).toEqual([
      'a.pdf',
      '2-A.pdf',
      '3-a.pdf',
      '2-person.json',
      '3-Person.JSON',
    ]);
  });
});
