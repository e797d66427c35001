import { describe, expect, it } from 'vitest';
import { parseEntryFile } from '@/content/files';
import { clockedEntries, dueChanges } from '@/tooling/content/due';

const post = (slug: string, fields: string) =>
  parseEntryFile(`content/blog/entries/${slug}.mdoc`, `---\ntitle: ${slug}\n${fields}\n---\nBody.`);
const job = (slug: string, fields: string) =>
  parseEntryFile(`content/jobs/entries/${slug}.yaml`, `title: ${slug}\n${fields}`);

/** Built on the 7th at 09:00 in Cluj, asked on the 9th at 09:00. */
const since = new Date('2026-12-07T07:00:00Z');
const now = new Date('2026-12-09T07:00:00Z');

describe('what the content clock changed since the live build', () => {
  it('lists a post or press item whose publication day came since, and only that', () => {
    const dated = [
      post('due-yesterday', 'publishedAt: 2026-12-08'),
      post('due-today', 'publishedAt: 2026-12-09'),
      post('live-already', 'publishedAt: 2026-12-07'),
      post('tomorrow', 'publishedAt: 2026-12-10'),
      post('draft', 'publishedAt: 2026-12-08\ndraft: true'),
      parseEntryFile('content/press/entries/award.mdoc', '---\ntitle: Award\npublishedAt: 2026-12-08\n---\nBody.'),
    ];
    expect(dueChanges({ dated, jobs: [] }, since, now)).toEqual([
      { file: 'content/blog/entries/due-yesterday.mdoc', change: 'published', day: '2026-12-08' },
      { file: 'content/blog/entries/due-today.mdoc', change: 'published', day: '2026-12-09' },
      { file: 'content/press/entries/award.mdoc', change: 'published', day: '2026-12-08' },
    ]);
  });

  it('lists a job whose closing day passed since, not one closed or closing later', () => {
    const jobs = [
      job('closed-by-date', 'validThrough: 2026-12-08'),
      job('open-today', 'validThrough: 2026-12-09'),
      job('closed-before', 'validThrough: 2026-12-06'),
      job('closed-by-hand', 'validThrough: 2026-12-08\nclosed: true'),
      job('draft', 'validThrough: 2026-12-08\ndraft: true'),
    ];
    expect(dueChanges({ dated: [], jobs }, since, now)).toEqual([
      { file: 'content/jobs/entries/closed-by-date.yaml', change: 'closed', day: '2026-12-08' },
    ]);
  });

  it('counts days in Cluj: a build a minute before midnight there, asked a minute after, publishes the new day', () => {
    const dated = [post('midnight', 'publishedAt: 2026-12-08')];
    const beforeMidnight = new Date('2026-12-07T21:59:00Z');
    expect(dueChanges({ dated, jobs: [] }, beforeMidnight, new Date('2026-12-07T22:01:00Z'))).toHaveLength(1);
    expect(dueChanges({ dated, jobs: [] }, beforeMidnight, new Date('2026-12-07T21:59:30Z'))).toEqual([]);
  });

  it('reads the posts, press items and jobs as editors wrote them', () => {
    const { dated, jobs } = clockedEntries();
    expect(dated.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/blog\/entries\//),
        expect.stringMatching(/^content\/press\/entries\//),
      ]),
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every(({ file }) => file.startsWith('content/jobs/entries/'))).toBe(true);
  });
});
