/**
 * How `count` items lay out in a grid of at most `columns` a row with no short row: the most columns that divide
 * the count, or, failing that, that divide the count less one, the first item then leading across a whole row above
 * full rows (7 at 3 a row: one lead and two rows of three). Two columns always resolve. The same rule as the
 * `balanced-layout` function of styles/_mixins.scss, which lays the grid out (tests/unit/styles/balancedGrid.test.ts
 * checks they agree); this one tells a card that it leads, so it can lay itself out across the row.
 */
export function balancedLayout(count: number, columns: number): { columns: number; lead: boolean } {
  for (let tried = columns; tried >= 2; tried -= 1) {
    if (count % tried === 0) return { columns: tried, lead: false };
    if ((count - 1) % tried === 0) return { columns: tried, lead: true };
  }
  return { columns: 1, lead: false };
}
