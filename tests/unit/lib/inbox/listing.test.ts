import { describe, expect, it } from 'vitest';
import { cursorOf, filterOf, listingQuery } from '@/lib/inbox/listing';

describe('a listing address', () => {
  it('turns its query into a filter, leaving out what means nothing', () => {
    const filter = filterOf('lead', {
      q: '  Ștefan ',
      status: 'qualified',
      from: '2026-11-01',
      to: '2026-11-28',
      source: 'linkedin',
      assignee: 'none',
    });
    expect(filter).toEqual({
      kinds: ['lead'],
      query: 'Ștefan',
      status: 'qualified',
      from: new Date('2026-11-01T00:00:00.000Z'),
      // Until the 28th inclusive.
      to: new Date('2026-11-29T00:00:00.000Z'),
      jobId: undefined,
      source: 'linkedin',
      campaign: undefined,
      assignee: 'none',
    });
    // An application status on the leads' listing, and a malformed date, are ignored.
    expect(filterOf('lead', { status: 'hired', from: '28/11/2026' })).toMatchObject({
      status: undefined,
      from: undefined,
    });
  });

  it('pages by keyset and keeps the filters on every link', () => {
    const params = { q: 'ana', status: 'new', after: '2026-11-28T10:00:00.000Z_0b7c-11' };
    expect(cursorOf(params)).toEqual({ receivedAt: '2026-11-28T10:00:00.000Z', id: '0b7c-11' });
    expect(cursorOf({ after: "x' OR 1=1" })).toBeNull();
    expect(listingQuery(params)).toBe('?q=ana&status=new');
    expect(listingQuery(params, { receivedAt: '2026-11-27T09:00:00.000Z', id: 'ab' })).toBe(
      '?q=ana&status=new&after=2026-11-27T09%3A00%3A00.000Z_ab',
    );
    expect(listingQuery({})).toBe('');
  });
});
