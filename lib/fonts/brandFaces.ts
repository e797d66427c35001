import { fallbackFamilies, fallbackFamilyName, type brandFaces } from './fallbacks';

type Face = keyof typeof brandFaces;

/** The generic family that ends each stack. */
const genericFamily = { text: 'sans-serif', display: 'serif' } as const satisfies Record<Face, string>;

/** A face's system fallbacks in order, then the generic family. */
export function fallbackStack(face: Face): string {
  const fallbacks = fallbackFamilies[face].map((system) => `"${fallbackFamilyName(face, system)}"`);
  return [...fallbacks, genericFamily[face]].join(',');
}

/** The brand face's family: the first name of next/font's `font-family` value, with its quotes. */
export function brandFamily(stack: string): string {
  return stack.split(',')[0]!.trim();
}

/** Each face's cuts as next/font names them: the preloaded lead cut and the full one (app/fonts.ts). */
export type FaceCuts = Record<Face, { lead: string; full: string }>;

/**
 * The custom properties every font-family in the styles reads: the lead cut, which carries the first screen's
 * characters, then the full cut for any other character, then the metric-matched system fallbacks.
 */
export function fontStackRules(cuts: FaceCuts): string {
  const stack = (face: Face) =>
    [brandFamily(cuts[face].lead), brandFamily(cuts[face].full), fallbackStack(face)].join(',');
  return `:root{--font-display:${stack('display')};--font-text:${stack('text')}}`;
}
