/**
 * The brand's mark, the wolf's head of the header's logo (components/layout/Logo), as path data on a 48 × 48 grid,
 * for every picture that carries it: the logo itself and the share images the server draws (lib/shareImage).
 */
export const WOLF_MARK = {
  viewBox: '0 0 48 48',
  /** The head, in the brand's warm accent. */
  head: 'M7 3 17 14h14L41 3l2 19-7 8-9 15h-6l-9-15-7-8Z',
  /** Eyes and nose, cut out in the night's colour. */
  features: ['m13 23 8 4-7 1Zm22 0-8 4 7 1Z', 'M21 39h6l-3 4Z'],
} as const;
