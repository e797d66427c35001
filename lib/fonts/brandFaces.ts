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

/** Each face's cuts as next/font names them: the preloaded lead cut and the extended one (app/(site)/fonts.ts). */
export type FaceCuts = Record<Face, { lead: string; extended: string }>;

/**
 * Set on <html> when the lead cuts have not arrived within `BRAND_FACES_WAIT_MS`: the page is drawn in the system
 * fallbacks, and stays in them while the visitor reads it, so nothing moves when the faces arrive. Its value says
 * whether they have since arrived (`arrived`), and the next page then shows them (`showArrivedBrandFaces`), or
 * that they failed to load (`failed`), which ends the wait at once.
 */
export const SYSTEM_FACES_ATTRIBUTE = 'data-system-faces';

/**
 * How long a page waits for the lead cuts before its first frame, from the moment its <head> is read. Every page
 * preloads them: on a connection that answers in time they arrive with the page, and its first frame shows them. On
 * Slow 4G (562 ms a round trip) they arrive 0.85-1 s after the head is read; slower than the wait, the page is
 * painted with its text in the fallbacks.
 */
const BRAND_FACES_WAIT_MS = 1500;

/**
 * The custom properties every font-family in the styles reads: the lead cut, which carries the first screen's
 * characters, then the extended cut (the Romanian letters), then the metric-matched system fallbacks; only the
 * fallbacks on a page whose faces did not arrive in time. Nothing is painted while the page waits for them.
 */
export function fontStackRules(cuts: FaceCuts): string {
  const stack = (face: Face) =>
    [brandFamily(cuts[face].lead), brandFamily(cuts[face].extended), fallbackStack(face)].join(',');
  return (
    `:root{--font-display:${stack('display')};--font-text:${stack('text')}}` +
    `:root[${SYSTEM_FACES_ATTRIBUTE}]{--font-display:${fallbackStack('display')};--font-text:${fallbackStack('text')}}` +
    `:root[${FACES_WAIT_ATTRIBUTE}] body{visibility:hidden}`
  );
}

/** On the wait script's tag: the lead cuts' font-family names, as JSON, quoted as next/font writes them. */
export const LEAD_FAMILIES_ATTRIBUTE = 'data-lead-families';

/**
 * Set on <html> while the page waits for the lead cuts: nothing of the page is painted (`fontStackRules`). A frame
 * painted in the meantime would lay its text out in the fallbacks' metrics, invisible, and the boxes around it would
 * move when the faces arrive.
 */
export const FACES_WAIT_ATTRIBUTE = 'data-faces-wait';

/**
 * Source of the inline <head> script that bounds the wait for the lead cuts (after the page's styles, which declare
 * them). A cut that fails to load (the browser rejects its load) ends the wait at once, with the page in the
 * fallbacks (`failed`): nothing would arrive by the end of it. It reads their names from its own tag, so its
 * source (allowed by hash in the editor's policy) is the same for every build. A page whose faces are cached finds them loaded and does not wait.
 */
export function brandFacesWaitScript(): string {
  const system = SYSTEM_FACES_ATTRIBUTE;
  const wait = FACES_WAIT_ATTRIBUTE;
  return (
    `(function(){var fonts=document.fonts,root=document.documentElement,script=document.currentScript;` +
    `if(!fonts||!fonts.load||!script)return;` +
    `var faces=JSON.parse(script.getAttribute('${LEAD_FAMILIES_ATTRIBUTE}')).map(function(family){return '1em '+family});` +
    `if(faces.every(function(face){return fonts.check(face)}))return;` +
    `root.setAttribute('${wait}','');` +
    `function fallbacks(state){clearTimeout(timer);if(!root.hasAttribute('${wait}'))return;root.setAttribute('${system}',state);root.removeAttribute('${wait}')}` +
    `var timer=setTimeout(function(){fallbacks('waiting')},${BRAND_FACES_WAIT_MS});` +
    `Promise.all(faces.map(function(face){return fonts.load(face)})).then(function(){clearTimeout(timer);root.removeAttribute('${wait}');` +
    `if(root.hasAttribute('${system}'))root.setAttribute('${system}','arrived')},function(){fallbacks('failed')})})()`
  );
}

/** On a client navigation to the next page: shows the brand faces that arrived late for the page before. */
export function showArrivedBrandFaces(root: Element): void {
  if (root.getAttribute(SYSTEM_FACES_ATTRIBUTE) === 'arrived') root.removeAttribute(SYSTEM_FACES_ATTRIBUTE);
}
