import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCollection, parseEntryFile } from '@/content/files';
import { pricing } from '@/content/pricing';
import { teamBenefits } from '@/content/jobs/benefits';
import { jobSchema, pressItemSchema } from '@/content/schemas';
import { site } from '@/content/site';
import { bodyErrors } from '@/lib/markdoc';

const press = (fields: string, body = 'First paragraph.\n\nSecond paragraph.') => `---\n${fields}\n---\n\n${body}\n`;

const pressFields = [
  'title: "Interview: why clients outsource to Romania"',
  'seo:',
  '  title: Why clients outsource to Romania',
  '  description: Our CEO on a business podcast about time zones, rates and why European clients choose a team in Cluj.',
  'outlet: Business Weekly',
  'kind: Interview',
  'publishedAt: 2026-04-21',
  'excerpt: Time zones, rates and trust.',
].join('\n');

describe('reading an entry file', () => {
  it('takes the slug from the file name, the fields from the front matter and the body after it', () => {
    const entry = parseEntryFile('content/press/entries/why-romania.mdoc', press(pressFields));
    expect(entry.slug).toBe('why-romania');
    expect(entry.data).toMatchObject({ slug: 'why-romania', outlet: 'Business Weekly', kind: 'Interview' });
    // YAML 1.2 reads a date as text, which is what the schema's ISO date check wants.
    expect(entry.data.publishedAt).toBe('2026-04-21');
    expect(entry.data.body).toBe('First paragraph.\n\nSecond paragraph.');
    expect(entry.bodyOffset).toBe(11);
  });

  it('quotes prices and company facts in text fields, and leaves the body to Markdoc', () => {
    const entry = parseEntryFile(
      'content/jobs/entries/intern.yaml',
      'summary: An internship of {% fact name="internship.length" /%} from {% price fact="mvpFrom" /%}\n',
    );
    expect(entry.data.summary).toBe(`An internship of ${site.internship.length} from ${pricing.facts.mvpFrom}`);
    const post = parseEntryFile('x.mdoc', press('title: A', 'Costs {% price fact="mvpFrom" /%}.'));
    expect(post.data.body).toBe('Costs {% price fact="mvpFrom" /%}.');
  });

  it('names the file and the field of an unknown fact', () => {
    expect(() =>
      parseEntryFile('content/jobs/entries/intern.yaml', 'about:\n  - Since {% fact name="opened" /%}\n'),
    ).toThrow(
      'content/jobs/entries/intern.yaml: about.0: {% fact name="opened" /%}: unknown fact "opened" (one of: name, city,',
    );
  });

  it('names the file and the line of YAML that does not parse', () => {
    expect(() => parseEntryFile('content/jobs/entries/broken.yaml', 'title: Designer\nseo: [unclosed\n')).toThrow(
      /^content\/jobs\/entries\/broken\.yaml \(line \d\): not valid YAML/,
    );
  });

  it('ends the front matter only at a line that is exactly "---", with Unix or Windows line ends', () => {
    const entry = parseEntryFile('x.mdoc', press('title: Fast---\nexcerpt: Built---then shipped'));
    expect(entry.data).toMatchObject({ title: 'Fast---', excerpt: 'Built---then shipped' });
    expect(entry.data.body).toBe('First paragraph.\n\nSecond paragraph.');
    expect(entry.bodyOffset).toBe(5);
    const windows = parseEntryFile('x.mdoc', '---\r\ntitle: A\r\n---\r\n\r\nBody\r\n');
    expect(windows.data).toMatchObject({ title: 'A', body: 'Body' });
    expect(windows.bodyOffset).toBe(4);
    expect(parseEntryFile('x.mdoc', '---\n---\nBody')).toMatchObject({
      data: { slug: 'x', body: 'Body' },
      bodyOffset: 2,
    });
  });

  it('names the file line of YAML that does not parse in front matter', () => {
    expect(() => parseEntryFile('content/blog/entries/x.mdoc', press('title: A\nseo:\n\ttitle: B'))).toThrow(
      'content/blog/entries/x.mdoc (line 4): not valid YAML: Tabs are not allowed as indentation',
    );
  });

  it('asks for the front matter when a Markdoc file has none', () => {
    expect(() => parseEntryFile('content/blog/entries/x.mdoc', 'Just a body')).toThrow(
      'content/blog/entries/x.mdoc: must start with its fields between two "---" lines, then the body',
    );
  });
});

describe('loading a collection from its folder', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'entries-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
  const fileOf = (name: string) => path.relative(process.cwd(), path.join(folder, name));

  it('parses every file with the schema and names the file and field of a bad one', () => {
    write('why-romania.mdoc', press(pressFields.replace(/description: .*/, 'description: Too short.')));
    expect(() => loadCollection('press items', pressItemSchema, folder).all).toThrow(
      `Invalid press items entry "why-romania" (${fileOf('why-romania.mdoc')}): seo.description: must be at least 70 characters`,
    );
  });

  it('names the file and its line for a problem in the body', () => {
    write('why-romania.mdoc', press(pressFields, 'Fine.\n\nNot fine.'));
    const checkBody = (body: string) => (body.includes('Not fine') ? [{ line: 3, message: 'no good' }] : []);
    expect(() => loadCollection('press items', pressItemSchema, folder, { checkBody }).all).toThrow(
      `Invalid press items entry (${fileOf('why-romania.mdoc')}): line 14: no good`,
    );
  });

  it('leaves drafts out, unchecked, except under `npm run dev`', () => {
    write('why-romania.mdoc', press(pressFields));
    write('half-written.mdoc', press('title: Half\ndraft: true'));
    expect(loadCollection('press items', pressItemSchema, folder).all.map((item) => item.slug)).toEqual([
      'why-romania',
    ]);
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadCollection('press items', pressItemSchema, folder).problems?.()).toEqual([
      expect.objectContaining({ slug: 'half-written', message: expect.stringMatching(/"half-written"/) }),
    ]);
  });

  it('reads nothing until used, then stops at a broken entry with one line per broken file', () => {
    write('why-romania.mdoc', press(pressFields));
    write('tabbed.mdoc', press(pressFields.replace('  title: Why', '\ttitle: Why')));
    write('no-fields.mdoc', 'Just a body');
    const items = loadCollection('press items', pressItemSchema, folder);
    expect(() => items.all).toThrow(
      [
        `${fileOf('no-fields.mdoc')}: must start with its fields between two "---" lines, then the body`,
        `${fileOf('tabbed.mdoc')} (line 4): not valid YAML: Tabs are not allowed as indentation`,
      ].join('\n'),
    );
    expect(items.problems?.().map((problem) => problem.slug)).toEqual(['no-fields', 'tabbed']);
  });

  it('refuses a salary whose minimum is above its maximum, naming the file and the field', () => {
    const job = readFileSync('content/jobs/entries/product-designer.yaml', 'utf8');
    write('designer.yaml', job.replace(/min: \d+/, 'min: 9000').replace(/max: \d+/, 'max: 3000'));
    expect(() => loadCollection('jobs', jobSchema, folder).all).toThrow(
      `Invalid jobs entry "designer" (${fileOf('designer.yaml')}): salary.min: From (9000) is more than To (3000): the range goes from the lower figure to the higher, so swap them`,
    );
  });

  it('names each entry’s file, whatever the order of its list', () => {
    write('b-older.mdoc', press(pressFields));
    write('c-newer.mdoc', press(pressFields.replace('2026-04-21', '2026-05-01')));
    const items = loadCollection('press items', pressItemSchema, folder, {
      order: (one, other) => other.publishedAt.localeCompare(one.publishedAt),
    });
    expect(items.all.map((item) => item.slug)).toEqual(['c-newer', 'b-older']);
    expect(items.origin('b-older')).toBe(fileOf('b-older.mdoc'));
    expect(items.origin('c-newer')).toBe(fileOf('c-newer.mdoc'));
  });

  it("puts the team's benefits first in a job that asks for them, and wants three in all", () => {
    const file = 'content/jobs/entries/product-designer.yaml';
    const { data } = parseEntryFile(file, readFileSync(file, 'utf8'));
    const job = jobSchema.parse({ ...data, teamBenefits: true, benefits: ['A design conference a year'] });
    expect(job.benefits).toEqual([...teamBenefits, 'A design conference a year']);
    const result = jobSchema.safeParse({ ...data, teamBenefits: false, benefits: ['One', 'Two'] });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      "benefits: needs at least 3 benefits, the team's included",
    ]);
  });

  describe('in the editor’s preview (`npm run dev`)', () => {
    let logged: string[];
    beforeEach(() => {
      vi.stubEnv('NODE_ENV', 'development');
      logged = [];
      vi.spyOn(console, 'error').mockImplementation((line: string) => logged.push(line));
    });

    it('leaves out an entry whose body has a code language the site does not colour, and shows the others', () => {
      write('why-romania.mdoc', press(pressFields));
      write('klingon.mdoc', press(pressFields, 'Fine.\n\n```klingon\nQapla\n```'));
      const items = loadCollection('press items', pressItemSchema, folder, { checkBody: bodyErrors });
      expect(items.all.map((item) => item.slug)).toEqual(['why-romania']);
      expect(items.problems?.().map((problem) => problem.message)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Invalid press items entry \\(${fileOf('klingon.mdoc')}\\): line 14: Unknown code language "klingon"`,
          ),
        ),
      ]);
    });

    it('shows a new entry and an edited field on the next read, without a restart', () => {
      write('why-romania.mdoc', press(pressFields));
      const items = loadCollection('press items', pressItemSchema, folder);
      expect(items.all.map((item) => item.slug)).toEqual(['why-romania']);
      write('a-new-one.mdoc', press(pressFields.replace('Time zones, rates and trust.', 'A new item.')));
      write('why-romania.mdoc', press(pressFields.replace('Time zones, rates and trust.', 'Edited in the editor.')));
      expect(items.all.map((item) => [item.slug, item.excerpt])).toEqual([
        ['a-new-one', 'A new item.'],
        ['why-romania', 'Edited in the editor.'],
      ]);
      expect(items.bySlug('a-new-one')?.excerpt).toBe('A new item.');
    });

    it('leaves a broken entry out, names its file and why, and keeps the others', () => {
      write('why-romania.mdoc', press(pressFields));
      write('tabbed.mdoc', press(pressFields.replace('  title: Why', '\ttitle: Why')));
      const items = loadCollection('press items', pressItemSchema, folder);
      expect(items.all.map((item) => item.slug)).toEqual(['why-romania']);
      const problem = `${fileOf('tabbed.mdoc')} (line 4): not valid YAML: Tabs are not allowed as indentation`;
      expect(items.problems?.()).toEqual([{ file: fileOf('tabbed.mdoc'), slug: 'tabbed', message: problem }]);
      // Said once in the terminal, not at every read.
      expect(items.all).toHaveLength(1);
      expect(logged).toEqual([`Left out of the preview until fixed: ${problem}`]);
      // Repaired, it is shown.
      write('tabbed.mdoc', press(pressFields));
      expect(items.all.map((item) => item.slug)).toEqual(['tabbed', 'why-romania']);
      expect(items.problems?.()).toEqual([]);
    });
  });
});
