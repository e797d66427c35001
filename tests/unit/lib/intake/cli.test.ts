// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, runCli, safeFileName } from '@/lib/intake/cli';
import { openSqliteStore } from '@/lib/intake/sqliteStore';
import { docx, pdf } from '@/tests/support/files';
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

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    env: { INTAKE_DB: temp.db },
    now: () => new Date('2026-03-02T00:00:00Z'),
  });
  return { code, out, err };
}

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

  it('purges submissions older than a number of days', async () => {
    const { code, out } = await cli('purge', '--older-than', '30');
    expect(code).toBe(0);
    expect(out).toBe('Deleted 1 submission received before 2026-01-31T00:00:00.000Z.\n');
    expect((await cli('list')).out).not.toContain(ids[0]);
  });

  it('lists pending deliveries and queues one again', async () => {
    expect((await cli('outbox')).out).toMatch(new RegExp(`${ids[0]}\\s+lead\\s+pending\\s+0`));
    const retried = await cli('retry', ids[0]!);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('is pending again');
    expect(await cli('retry', 'nope')).toMatchObject({
      code: 1,
      err: 'No delivery or forwarded submission with id nope\n',
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
});
