import { describe, expect, it } from 'vitest';
import { isOpen, jobs, openJobs } from '@/content/jobs';
import { entryPages } from '@/lib/collections';
import { jobPath } from '@/lib/routes';
import { searchRecords } from '@/lib/search/records';
import { indexablePages, siteMap } from '@/lib/siteMap';

// content/jobs/entries/kotlin-multiplatform-developer.yaml: filled before its closing date, marked `closed: true`.
const CLOSED = 'kotlin-multiplatform-developer';
const closedPath = jobPath(CLOSED);

describe('closing a job', () => {
  it('closes a job marked closed, or the day after its closing date by the content clock', () => {
    const job = { closed: false, validThrough: '2027-01-15' };
    expect(isOpen(job, '2027-01-15')).toBe(true);
    expect(isOpen(job, '2027-01-16')).toBe(false);
    expect(isOpen({ ...job, closed: true }, '2026-11-29')).toBe(false);
  });

  it('keeps a closed job’s page but offers it nowhere: not in the lists, the sitemaps or search', () => {
    expect(jobs.bySlug(CLOSED)?.closed).toBe(true);
    expect(entryPages.jobs.collection.all.map((job) => job.slug)).toContain(CLOSED);
    expect(openJobs().map((job) => job.slug)).not.toContain(CLOSED);
    expect(openJobs().length).toBeGreaterThan(0);
    expect(indexablePages().map((page) => page.path)).not.toContain(closedPath);
    expect(
      siteMap()
        .flatMap((group) => group.pages)
        .map((page) => page.path),
    ).not.toContain(closedPath);
    expect(searchRecords().map((record) => record.path)).not.toContain(closedPath);
    expect(searchRecords().map((record) => record.path)).toContain(jobPath(openJobs()[0]!.slug));
  });

  it('asks search engines not to index a closed job’s page, and to index an open one', () => {
    expect(entryPages.jobs.metadata(jobs.get(CLOSED, 'test')).robots).toEqual({ index: false, follow: false });
    expect(entryPages.jobs.metadata(openJobs()[0]!).robots).toBeUndefined();
  });
});
