import { describe, expect, it } from 'vitest';
import { erasureQuery, readErasure } from '@/lib/inbox/privacy';
import type { Delivery, Removal } from '@/lib/intake/store/store';

const ADDRESS = 'ana.pop@example.ro';
const LEAD = '0f8e4c1a-1111-4222-8333-944445555666';
const APPLICATION = '7b2d9e00-aaaa-4bbb-8ccc-dddddddddddd';

const delivery = (overrides: Partial<Delivery>): Delivery => ({
  id: 'd1',
  submissionId: LEAD,
  kind: 'lead',
  channel: 'webhook',
  url: 'https://crm.example/leads?source=site',
  idempotencyKey: LEAD,
  state: 'delivered',
  attempts: 1,
  nextAttemptAt: new Date('2026-01-05T09:00:00Z'),
  lastError: null,
  createdAt: new Date('2026-01-05T09:00:00Z'),
  deliveredAt: new Date('2026-01-05T09:01:00Z'),
  ...overrides,
});

const removal: Removal = {
  tombstones: [
    {
      submissionId: LEAD,
      kind: 'lead',
      receivedAt: new Date('2026-01-05T09:00:00Z'),
      removedAt: new Date('2026-03-10T12:00:00Z'),
      reason: 'erasure',
      addressHash: 'f'.repeat(64),
    },
    {
      submissionId: APPLICATION,
      kind: 'application',
      receivedAt: new Date('2026-02-01T10:00:00Z'),
      removedAt: new Date('2026-03-10T12:00:00Z'),
      reason: 'erasure',
      addressHash: 'f'.repeat(64),
    },
  ],
  files: 3,
  cancelled: 1,
  delivered: [
    delivery({}),
    delivery({
      id: 'd2',
      channel: 'team-mail',
      url: 'mailto:sales@wolfpack.example,ceo@wolfpack.example',
      deliveredAt: new Date('2026-01-05T09:02:00Z'),
    }),
    // The acknowledgement went to the person's own mailbox: nobody to tell, and their address stays out.
    delivery({ id: 'd3', channel: 'ack-mail', url: `mailto:${ADDRESS}` }),
    delivery({
      id: 'd4',
      submissionId: APPLICATION,
      kind: 'application',
      channel: 'team-mail',
      url: 'mailto:jobs@wolfpack.example',
      deliveredAt: new Date('2026-02-01T10:05:00Z'),
    }),
  ],
};

/** A query as Next.js gives it to a page: a key given once as a string, a repeated one as an array. */
function searchParamsOf(query: string) {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const had = params[key];
    params[key] = had === undefined ? value : [had, value].flat();
  }
  return params;
}

describe('the query an erasure redirects with', () => {
  it('carries the counts and one recipient per delivery made, never the address erased', () => {
    const query = erasureQuery(removal);
    expect(query.toLowerCase()).not.toContain('ana');
    expect(decodeURIComponent(query)).not.toContain(ADDRESS);
    const params = new URLSearchParams(query);
    expect(params.get('erased')).toBe('2');
    expect(params.get('files')).toBe('3');
    expect(params.get('cancelled')).toBe('1');
    expect(params.getAll('told')).toEqual([
      `webhook 2026-01-05T09:01:00.000Z ${LEAD} https://crm.example/leads?source=site`,
      `team-mail 2026-01-05T09:02:00.000Z ${LEAD} mailto:sales@wolfpack.example,ceo@wolfpack.example`,
      `team-mail 2026-02-01T10:05:00.000Z ${APPLICATION} mailto:jobs@wolfpack.example`,
    ]);
    expect(params.has('email')).toBe(false);
  });

  it('reads back what the page shows', () => {
    expect(searchParamsOf(erasureQuery(removal))).toMatchObject({ told: expect.any(Array) });
    expect(readErasure(searchParamsOf(erasureQuery(removal)))).toEqual({
      erased: 2,
      files: 3,
      cancelled: 1,
      told: [
        {
          channel: 'webhook',
          destination: 'https://crm.example/leads?source=site',
          deliveredAt: new Date('2026-01-05T09:01:00Z'),
          submissionId: LEAD,
        },
        {
          channel: 'team-mail',
          destination: 'mailto:sales@wolfpack.example,ceo@wolfpack.example',
          deliveredAt: new Date('2026-01-05T09:02:00Z'),
          submissionId: LEAD,
        },
        {
          channel: 'team-mail',
          destination: 'mailto:jobs@wolfpack.example',
          deliveredAt: new Date('2026-02-01T10:05:00Z'),
          submissionId: APPLICATION,
        },
      ],
    });
  });

  it('says nothing erased for an address with nothing stored, and ignores what is not its own', () => {
    const nothing = erasureQuery({ tombstones: [], files: 0, cancelled: 0, delivered: [] });
    expect(nothing).toBe('erased=0&files=0&cancelled=0');
    expect(readErasure(searchParamsOf(nothing))).toEqual({
      erased: 0,
      files: 0,
      cancelled: 0,
      told: [],
    });
    expect(readErasure({})).toBeNull();
    expect(readErasure({ erased: '-1' })).toBeNull();
    expect(
      readErasure({
        erased: '1',
        told: ['ack-mail 2026-01-05T09:01:00.000Z x mailto:a@b', 'webhook yesterday x y', 'x'],
      }),
    ).toMatchObject({ told: [] });
  });
});
