import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryRoute } from '@/app/(site)/_routing/pageRoutes';
import { loadCollection } from '@/content/files';
import { jobSchema, type Job } from '@/content/schemas';
import type { EntryPages } from '@/lib/collections';

/** An entry page's route under `npm run dev`, over a folder of job files the editor writes to. */
describe('an entry page in the editor’s preview (`npm run dev`)', () => {
  let folder: string;
  const job = readFileSync('content/jobs/entries/product-designer.yaml', 'utf8');
  const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
  const route = () =>
    entryRoute({ collection: loadCollection('jobs', jobSchema, folder) } as unknown as EntryPages<Job>);
  const page = (slug: string) => route().fromParams(Promise.resolve({ slug }));

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'jobs-'));
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('shows an entry saved after the route was made, with its new text', async () => {
    const jobs = route();
    write('designer.yaml', job);
    expect((await jobs.fromParams(Promise.resolve({ slug: 'designer' }))).title).toBe('Product Designer');
    write('designer.yaml', job.replace('title: Product Designer\n', 'title: Product Designer (Mobile)\n'));
    expect((await jobs.fromParams(Promise.resolve({ slug: 'designer' }))).title).toBe('Product Designer (Mobile)');
    // No list for `next dev` to hold on to (it answers from an earlier one): the page decides, as above.
    expect(jobs.staticParams()).toEqual([]);
    vi.stubEnv('NODE_ENV', 'production');
    expect(jobs.staticParams()).toEqual([{ slug: 'designer' }]);
  });

  it('says on a broken entry’s page which file is wrong and why, and keeps the other pages', async () => {
    write('designer.yaml', job);
    write('tabbed.yaml', job.replace('\n  title: Product Designer', '\n\ttitle: Product Designer'));
    const file = path.relative(process.cwd(), path.join(folder, 'tabbed.yaml'));
    await expect(page('tabbed')).rejects.toThrow(
      new Error(`${file} (line 3): not valid YAML: Tabs are not allowed as indentation`),
    );
    expect((await page('designer')).slug).toBe('designer');
    // An address that is no entry at all is still a 404.
    await expect(page('nobody')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});
