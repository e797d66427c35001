// @vitest-environment node
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortReference } from '@/lib/forms/reference';
import { runCli, safeFileName } from '@/lib/intake/cli/cli';
import { csvCell } from '@/lib/intake/csv';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import { docx, pdf } from '@/tests/support/files';
import { intakeCli } from '@/tests/support/intakeCli';
import { newLead, tempDir } from '@/tests/support/intakeDb';

let temp: ReturnType<typeof tempDir>;
let ids: string[];

beforeEach(async () => {
  temp = tempDir();
  const store = openSqliteStore(temp.db);
  ids = [
    (
      await store.save(
        newLead({
          receivedAt: new Date('2026-01-10T08:00:00Z'),
          forwardUrl: 'https://crm.example/leads',
          fields: {
            name: '=HYPERLINK("http://evil.example","Click")',
            email: 'mallory@example.com',
            sources: ['other'],
          },
          files: [
            { field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: pdf() },
            { field: 'lead[leads_attachments][]', name: '../../brief.pdf', type: 'application/pdf', bytes: pdf('2') },
          ],
        }),
      )
    ).id,
    (
      await store.save(
        newLead({
          kind: 'application',
          receivedAt: new Date('2026-03-01T12:30:00Z'),
          fields: { name: 'Radu "Rudi" Ene', email: 'radu@example.ro', jobId: 'senior-react-developer' },
          files: [
            {
              field: 'application[cv]',
              name: 'Radu Ene CV.docx',
              type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              bytes: docx(),
            },
          ],
        }),
      )
    ).id,
    (await store.save(newLead({ spam: 'honeypot', fields: { name: 'Bot', email: 'bot@spam.example' } }))).id,
  ];
  await store.close();
});
afterEach(() => temp.remove());

const cli = (...argv: string[]) => intakeCli(temp.db, argv, () => new Date('2026-03-02T00:00:00Z'));

describe('npm run intake', () => {
  it('lists real submissions newest first, filtered by kind, date or as spam, as a table or JSON', async () => {
    const all = await cli('list');
    expect(all.code).toBe(0);
    const lines = all.out.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+KIND\s+NAME\s+EMAIL\s+FILES\s+SPAM$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual([ids[1], ids[0]]);
    expect(lines[1]).toContain('radu@example.ro');
    expect((await cli('list', '--kind', 'lead')).out).not.toContain('radu@example.ro');
    expect((await cli('list', '--since', '2026-02-01')).out).not.toContain('mallory@example.com');
    expect((await cli('list', '--spam')).out).toContain('honeypot');
    const json = JSON.parse((await cli('list', '--json')).out) as { id: string; files: unknown[] }[];
    expect(json.map((s) => s.id)).toEqual([ids[1], ids[0]]);
    expect(json[1]!.files).toHaveLength(2);
  });

  it('shows one submission with its fields, files and forwarding state', async () => {
    const { code, out } = await cli('show', ids[0]!);
    expect(code).toBe(0);
    expect(out).toContain('mallory@example.com');
    expect(out).toContain('sources: other');
    expect(out).toMatch(/brief\.pdf\s+application\/pdf/);
    expect(out).toMatch(/pending\s+0 tries\s+https:\/\/crm\.example\/leads/);
  });

  it('finds a submission by the short reference its sender read on the success page', async () => {
    const reference = shortReference(ids[0]!);
    for (const typed of [reference, reference.replace(' ', ''), reference.toLowerCase()]) {
      const { code, out } = await cli('show', typed);
      expect(code).toBe(0);
      expect(out).toContain(`Lead ${ids[0]}`);
    }
    expect(await cli('show', 'FFFF FFFF')).toMatchObject({ code: 1, err: 'No submission with id FFFF FFFF\n' });
  });

  it('names the submissions that share a short reference instead of picking one', async () => {
    const db = new Database(temp.db);
    db.pragma('foreign_keys = OFF');
    const twin = `${ids[0]!.slice(0, 8)}-0000-4000-8000-000000000000`;
    db.prepare('UPDATE submissions SET id = ? WHERE id = ?').run(twin, ids[1]);
    db.close();
    const { code, err } = await cli('show', shortReference(ids[0]!));
    expect(code).toBe(1);
    expect(err).toContain(`2 submissions start with ${shortReference(ids[0]!)}:`);
    expect(err).toContain(ids[0]);
    expect(err).toContain(twin);
  });

  it('exports CSV a spreadsheet opens safely, and JSON', async () => {
    const { code, out } = await cli('export', '--format', 'csv');
    expect(code).toBe(0);
    expect(out.startsWith('\ufeff"id","kind","received_at","spam","name","email"')).toBe(true);
    expect(out).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(out).toContain('"Radu ""Rudi"" Ene"');
    expect(out.split('\r\n')).toHaveLength(4); // header, two rows, final line end
    const json = JSON.parse((await cli('export', '--format', 'json', '--since', '2026-02-01')).out) as unknown[];
    expect(json).toHaveLength(1);
  });

  it('neutralises every formula start in a CSV cell', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('Cluj-Napoca')).toBe('"Cluj-Napoca"');
  });

  it('writes the files of a submission to a folder under safe names', async () => {
    const out = join(temp.dir, 'out');
    const result = await cli('files', ids[0]!, '--out', out);
    expect(result.code).toBe(0);
    expect(readFileSync(join(out, 'brief.pdf'))).toEqual(pdf());
    expect(readFileSync(join(out, '2-brief.pdf'))).toEqual(pdf('2'));
    expect(existsSync(join(temp.dir, 'brief.pdf'))).toBe(false);
    expect(safeFileName('..\\..\\boot.ini')).toBe('boot.ini');
  });

  it('reduces any file name to one safe name of at most 255 bytes with its extension', () => {
    expect(safeFileName('.')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('../.bashrc')).toBe('bashrc');
    expect(safeFileName('x/')).toBe('x');
    expect(safeFileName('CON')).toBe('_CON');
    expect(safeFileName('lpt1.pdf')).toBe('_lpt1.pdf');
    expect(safeFileName('cv\x1b[2J\r\n\u202efdp.exe<>:"|?*.pdf')).toBe('cv_[2J___fdp.exe_______.pdf');
    expect(safeFileName('a\x9bb\u2028c.pdf')).toBe('a_b_c.pdf');
    const long = safeFileName('😀'.repeat(300) + '.pdf');
    expect(long.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
  });

  it('never writes over a file or through a symlink already in the folder: the copy gets a new name', async () => {
    const out = join(temp.dir, 'out');
    mkdirSync(out);
    const victim = join(temp.dir, 'victim.pdf');
    symlinkSync(victim, join(out, 'brief.pdf'));
    expect((await cli('files', ids[0]!, '--out', out)).code).toBe(0);
    expect(existsSync(victim)).toBe(false);
    expect(lstatSync(join(out, 'brief.pdf')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(out, '2-brief.pdf'))).toEqual(pdf());
    expect(readFileSync(join(out, '3-brief.pdf'))).toEqual(pdf('2'));
    expect((await cli('files', ids[0]!, '--out', out)).out).toContain('5-brief.pdf');
    expect(readdirSync(out).sort()).toEqual(['2-brief.pdf', '3-brief.pdf', '4-brief.pdf', '5-brief.pdf', 'brief.pdf']);
  });

  it('purges submissions older than a number of days', async () => {
    const { code, out } = await cli('purge', '--older-than', '30');
    expect(code).toBe(0);
    expect(out).toBe('Deleted 1 submission received before 2026-01-31T00:00:00.000Z.\n');
    expect((await cli('list')).out).not.toContain(ids[0]);
  });

  it('lists pending deliveries and queues one again', async () => {
    expect((await cli('outbox')).out).toMatch(
      new RegExp(`${ids[0]}\\s+lead\\s+CRM\\s+https://crm.example/leads\\s+pending\\s+0`),
    );
    const retried = await cli('retry', ids[0]!);
    expect(retried.code).toBe(0);
    expect(retried.out).toMatch(/^Delivery \S+ \(CRM to https:\/\/crm.example\/leads\) is pending again/);
    expect(await cli('retry', 'nope')).toMatchObject({
      code: 1,
      err: 'No delivery, or submission with deliveries still to make, with id nope\n',
    });
  });

  it('helps, and refuses bad arguments and a missing database with a message and a non-zero exit', async () => {
    expect((await cli('--help')).out).toContain('Commands:');
    expect((await cli('export', '--help')).out).toContain('--format csv|json');
    expect(await cli('frobnicate')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "frobnicate"'),
    });
    expect(await cli('list', '--kind', 'client')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--kind must be lead or application'),
    });
    expect(await cli('list', '--since', 'yesterday')).toMatchObject({ code: 2 });
    expect(await cli('list', '--colour')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--colour'"),
    });
    expect(await cli('export', '--format', 'xlsx')).toMatchObject({ code: 2 });
    expect(await cli('purge', '--older-than', 'ten')).toMatchObject({ code: 2 });
    expect(await cli('show')).toMatchObject({ code: 2, err: expect.stringContaining('Give exactly one ID') });
    expect(await cli('show', 'missing-id')).toMatchObject({ code: 1, err: 'No submission with id missing-id\n' });
    const missing = await runCli(['list'], {
      out: () => {},
      err: () => {},
      env: { INTAKE_DB: join(temp.dir, 'none.db') },
    });
    expect(missing).toBe(1);
    expect(existsSync(join(temp.dir, 'none.db'))).toBe(false);
  });

  it('upgrades the database a release is about to serve from, creating it on a first release', async () => {
    expect(await cli('upgrade')).toEqual({ code: 0, out: 'The SQLite database is ready for this release.\n', err: '' });
    const fresh = join(temp.dir, 'first-release.db');
    expect(await intakeCli(fresh, ['upgrade'])).toMatchObject({ code: 0 });
    expect(existsSync(fresh)).toBe(true);
    // The migrations ran: the new file takes a lead at once.
    const store = openSqliteStore(fresh, { mustExist: true });
    await expect(store.save(newLead({}))).resolves.toMatchObject({ replayed: false });
    await store.close();
  });
});

/** Bytes a terminal would act on: C0 controls but tab and line feed, DEL and C1 controls. */
const EXECUTED = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;
const HOSTILE_NAME = 'Ioana\x1b[2J\x1b]0;pwned\x07\rFAKE ROW';
const SHOWN_NAME = 'Ioana\\x1b[2J\\x1b]0;pwned\\x07\\rFAKE ROW';

describe('npm run intake with text a visitor chose', () => {
  let hostile: string;
  const fields = {
    name: HOSTILE_NAME,
    email: 'ioana@example.ro',
    message: 'Hello\0world\nsecond line\twith a tab \u202eevil\x9b2J',
    sources: ['other'],
  };
  const attribution = { utm_source: '\x1b[31mred', landing_page: 'http://localhost/\n2026-01-01 FAKE' };

  beforeEach(async () => {
    const store = openSqliteStore(temp.db);
    hostile = (
      await store.save(
        newLead({
          receivedAt: new Date('2026-02-01T10:00:00Z'),
          forwardUrl: 'https://crm.example/leads',
          userAgent: 'Mozilla/5.0 \x1b[8m',
          fields,
          attribution,
          files: [
            { field: 'lead[leads_attachments][]', name: 'cv\x1b[31m.pdf', type: 'application/pdf', bytes: pdf() },
          ],
        }),
      )
    ).id;
    const [delivery] = (await store.deliveries()).filter((d) => d.submissionId === hostile);
    await store.markFailed(delivery!.id, 'HTTP 500: \x1b]0;crm\x07\r\nFAKE', new Date('2026-02-01T11:00:00Z'));
    await store.close();
  });

  it('lists them one row per line with control characters made visible', async () => {
    const { code, out } = await cli('list');
    expect(code).toBe(0);
    expect(out).not.toMatch(EXECUTED);
    expect(out.trimEnd().split('\n')).toHaveLength(1 + 3);
    expect(out).toContain(SHOWN_NAME);
    const outbox = (await cli('outbox')).out;
    expect(outbox).not.toMatch(EXECUTED);
    expect(outbox.trimEnd().split('\n')).toHaveLength(1 + 2);
    expect(outbox).toContain('HTTP 500: \\x1b]0;crm\\x07\\r\\nFAKE');
  });

  it('shows every field, attribution, file name and error escaped', async () => {
    const { code, out } = await cli('show', hostile);
    expect(code).toBe(0);
    expect(out).not.toMatch(EXECUTED);
    expect(out).not.toContain('\u202e');
    for (const shown of [
      `name: ${SHOWN_NAME}`,
      'message: Hello\\x00world\\nsecond line\\twith a tab \\u202eevil\\x9b2J',
      'utm_source: \\x1b[31mred',
      'landing_page: http://localhost/\\n2026-01-01 FAKE',
      'cv\\x1b[31m.pdf',
      'Mozilla/5.0 \\x1b[8m',
      'last error: HTTP 500: \\x1b]0;crm\\x07\\r\\nFAKE',
    ]) {
      expect(out).toContain(shown);
    }
    expect(await cli('show', 'x\x1b[2J')).toMatchObject({ code: 1, err: 'No submission with id x\\x1b[2J\n' });
  });

  it('exports JSON that parses back exactly and CSV with nothing a terminal executes', async () => {
    const json = (await cli('export', '--format', 'json', '--since', '2026-02-01')).out;
    expect(json).not.toMatch(EXECUTED);
    const [exported] = JSON.parse(json) as { fields: unknown; attribution: unknown; files: { name: string }[] }[];
    expect(exported!.fields).toEqual(fields);
    expect(exported!.attribution).toEqual(attribution);
    expect(exported!.files[0]!.name).toBe('cv\x1b[31m.pdf');
    const listed = JSON.parse((await cli('list', '--json')).out) as { id: string; fields: unknown }[];
    expect(listed.find((s) => s.id === hostile)!.fields).toEqual(fields);

    const csv = (await cli('export', '--format', 'csv', '--since', '2026-02-01')).out;
    expect(csv).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/);
    expect(csv).toContain('"Ioana\\x1b[2J\\x1b]0;pwned\\x07\rFAKE ROW"');
    expect(csv).toContain('"Hello\\x00world\nsecond line\twith a tab \u202eevil\\x9b2J"');
  });

  it('writes a file stored under a name too long for the disk, cut to 255 bytes with its extension', async () => {
    const store = openSqliteStore(temp.db);
    const { id } = await store.save(
      newLead({
        files: [
          {
            field: 'lead[leads_attachments][]',
            name: '😀'.repeat(300) + '.pdf',
            type: 'application/pdf',
            bytes: pdf(),
          },
        ],
      }),
    );
    await store.close();
    const out = join(temp.dir, 'out');
    const result = await cli('files', id, '--out', out);
    expect(result.code).toBe(0);
    const [written] = readdirSync(out);
    expect(written!.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(written!)).toBeLessThanOrEqual(255);
    expect(readFileSync(join(out, written!))).toEqual(pdf());
    expect(statSync(join(out, written!)).mode & 0o777).toBe(0o600);
    expect(statSync(out).mode & 0o777).toBe(0o700);

    expect((await cli('files', hostile, '--out', out)).out).not.toMatch(EXECUTED);
    expect(readdirSync(out)).toContain('cv_[31m.pdf');
  });
});
