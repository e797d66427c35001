import { fallbackFamilies, fallbackFamilyName, type brandFaces } from './fallbacks';

/**
 * The brand faces wait for a visitor's second page; the first never waits for them.
 * - The page a visitor lands on shows every text in the brand faces' metric-matched system fallbacks: no text is
 *   held invisible for a face still downloading (an `optional` face gets up to 100 ms), and the faces' 55.7 KB do not
 *   compete with the page's own requests before its first paint.
 * - Once that page has loaded and the browser is idle, the faces are fetched into the cache without being shown
 *   (nothing on the page moves). The next page shows them: a client navigation switches as it renders the new
 *   page, and a full page load that comes from one of our pages (its referrer) uses them from its first frame.
 * Set on <html>: the page shows the brand faces.
 */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

type Face = keyof typeof brandFaces;

/** The generic family that ends each stack. */
const genericFamily = { text: 'sans-serif', display: 'serif' } as const satisfies Record<Face, string>;

/** A face's stack without the brand face: its system fallbacks in order, then the generic family. */
export function fallbackStack(face: Face): string {
  const fallbacks = fallbackFamilies[face].map((system) => `"${fallbackFamilyName(face, system)}"`);
  return [...fallbacks, genericFamily[face]].join(',');
}

/** The brand face's family: the first name of next/font's `font-family` value, with its quotes. */
export function brandFamily(stack: string): string {
  return stack.split(',')[0]!.trim();
}

/**
 * The custom properties every font-family in the styles reads: the fallback stacks, and the full stacks
 * (`stacks`, next/font's values: the brand face, then its fallbacks) once <html> carries the attribute.
 */
export function fontStackRules(stacks: Record<Face, string>): string {
  return (
    `:root{--font-display:${fallbackStack('display')};--font-text:${fallbackStack('text')}}` +
    `:root[${BRAND_FACES_ATTRIBUTE}]{--font-display:${stacks.display};--font-text:${stacks.text}}`
  );
}

/**
 * Source of the inline <head> script: a page loaded from another page of this site shows the brand faces,
 * which that page fetched; they come from the cache within `optional`'s short wait. Any other referrer, or
 * none, starts in the fallbacks. (Referrer-Policy strict-origin-when-cross-origin keeps same-origin referrers.)
 */
export function brandFacesBootstrapScript(): string {
  return `try{if(new URL(document.referrer).origin===location.origin)document.documentElement.setAttribute('${BRAND_FACES_ATTRIBUTE}','')}catch(e){}`;
}

/** Starts fetching the brand faces (`families`: their font-family names) into the cache; settles when they are in. */
export async function fetchBrandFaces(fonts: Pick<FontFaceSet, 'load'>, families: readonly string[]): Promise<void> {
  try {
    await Promise.all(families.map((family) => fonts.load(`1em ${family}`)));
  } catch {
    // A face that cannot be fetched leaves the fallbacks in place; the next page tries again.
  }
}

/** Shows the brand faces on `root` if every one is loaded, so a page is never drawn with a face still arriving. */
export function showBrandFacesIfLoaded(
  root: Element,
  fonts: Pick<FontFaceSet, 'check'>,
  families: readonly string[],
): boolean {
  if (root.hasAttribute(BRAND_FACES_ATTRIBUTE)) return true;
  if (!families.every((family) => fonts.check(`1em ${family}`))) return false;
  root.setAttribute(BRAND_FACES_ATTRIBUTE, '');
  return true;
}
