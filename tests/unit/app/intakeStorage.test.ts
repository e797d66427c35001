// @vitest-environment node
/**
 * What the intake writes to disk, through the route handler as Next.js calls it: who may read the database,
 * and stored text a visitor chose (control characters, an overlong file name) read back with the CLI.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import { pdf } from '@/tests/support/files';
import { intakeCli } from '@/tests/support/intakeCli';
import { tempDir } from '@/tests/support/intakeDb';
import { leadBody, leadValues } from '@/tests/support/submissions';

const temp = tempDir();
// A folder the store has to create.
const folder = join(temp.dir, 'data');
const db = join(folder, 'intake.db');
let postLead: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('INTAKE_DB', db);
  vi.stubEnv('INTAKE_RATE_LIMIT', '0');
  // After the stubs, from fresh modules: the route reads the configuration when loaded (intakeCli loads the CLI
  // as late), and an earlier test file in the same worker may have loaded it with its own.
  vi.resetModules();
  delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
  postLead = (await import('@/app/api/leads/route')).POST;
});
afterAll(async () => {
  const { intakeRuntime } = await import('@/lib/intake/runtime');
  await intakeRuntime().store.close();
  delete (globalThis as { __intakeRuntime?: unknown }).__intakeRuntime;
  vi.unstubAllEnvs();
  temp.remove();
});

const post = (body: BodyInit) =>
  postLead(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Vitest' },
      duplex: 'half',
    } as RequestInit),
  );

const cli = (...argv: string[]) => intakeCli(db, argv);

const mode = (path: string) => statSync(path).mode & 0o777;
/** Bytes a terminal would act on: C0 controls but tab and line feed, DEL and C1 controls. */
const EXECUTED = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

describe('a lead with control characters and an overlong file name', () => {
  let id: string;
  const longName = '😀'.repeat(300) + '.pdf';

  beforeAll(async () => {
    const values = leadValues({
      name: 'Ioana\x1b[2J\x1b]0;pwned\x07\rFAKE ROW',
      message: 'Hello\x08\x08\x08\x1b[8m hidden \u202e',
      attachments: [new File([new Uint8Array(pdf())], longName, { type: 'application/pdf' })],
    });
    const answer = await post(leadBody(values));
    expect(answer.status).toBe(201);
    id = ((await answer.json()) as { id: string }).id;
  });

  it('is stored with the file name cut to 255 bytes of UTF-8, extension kept', async () => {
    const store = openSqliteStore(db, { mustExist: true });
    const [file] = (await store.get(id))!.files;
    await store.close();
    expect(Buffer.byteLength(file!.name)).toBeLessThanOrEqual(255);
    expect(file!.name.endsWith('.pdf')).toBe(true);
    expect(longName.startsWith(file!.name.slice(0, -4))).toBe(true);
  });

  it('in a database only its owner may read: folder 0700, file, write-ahead log and shared memory 0600', () => {
    expect(mode(folder)).toBe(0o700);
    for (const path of [db, `${db}-wal`, `${db}-shm`]) expect(mode(path)).toBe(0o600);
  });

  it('reads back through the CLI escaped, and its file writes to disk', async () => {
    const shown = await cli('show', id);
    expect(shown.code).toBe(0);
    expect(shown.out).not.toMatch(EXECUTED);
    // FormData sends a lone CR as CRLF (HTML's newline normalisation): a line break in the name.
    expect(shown.out).toContain('name: Ioana\\x1b[2J\\x1b]0;pwned\\x07\\r\\nFAKE ROW');
    expect(shown.out).toContain('message: Hello\\x08\\x08\\x08\\x1b[8m hidden \\u202e');

    const listed = await cli('list');
    expect(listed.out).not.toMatch(EXECUTED);
    expect(listed.out.trimEnd().split('\n')).toHaveLength(2);

    const out = join(temp.dir, 'downloads');
    const written = await cli('files', id, '--out', out);
    expect(written).toMatchObject({ code: 0, err: '' });
    const [name] = readdirSync(out);
    expect(name!.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(name!)).toBeLessThanOrEqual(255);
    expect(mode(join(out, name!))).toBe(0o600);
  });
});
