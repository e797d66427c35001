import { describe, expect, it } from 'vitest';
import { balancedLayout } from '@/lib/balancedLayout';

describe('balancedLayout', () => {
  it('takes the most columns that divide the count', () => {
    expect(balancedLayout(6, 3)).toEqual({ columns: 3, lead: false });
    expect(balancedLayout(16, 4)).toEqual({ columns: 4, lead: false });
    expect(balancedLayout(8, 3)).toEqual({ columns: 2, lead: false });
  });

  it('lets the first item lead above full rows when the count less one divides', () => {
    expect(balancedLayout(7, 3)).toEqual({ columns: 3, lead: true });
    expect(balancedLayout(4, 3)).toEqual({ columns: 3, lead: true });
    expect(balancedLayout(3, 2)).toEqual({ columns: 2, lead: true });
    expect(balancedLayout(5, 3)).toEqual({ columns: 2, lead: true });
  });

  it('lays a lone item across its row', () => {
    expect(balancedLayout(1, 2).lead).toBe(true);
    expect(balancedLayout(1, 4).lead).toBe(true);
  });

  it('never leaves a short row, for 1 to 60 items at up to 2, 3 or 4 a row', () => {
    for (const columns of [2, 3, 4]) {
      for (let count = 1; count <= 60; count += 1) {
        const layout = balancedLayout(count, columns);
        expect(layout.columns).toBeLessThanOrEqual(columns);
        expect((count - (layout.lead ? 1 : 0)) % layout.columns, `${count} at ${columns}`).toBe(0);
      }
    }
  });
});
