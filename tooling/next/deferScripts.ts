import { AFTER_FIRST_PAINT_ATTRIBUTE } from '@/lib/hydration/afterFirstPaint';
import { attributeOf, nextAsyncScript } from './buildOutput';

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/gi;

/**
 * Makes each async build script of a page's HTML an inert data block marked for the head script
 * (`type="text/plain"`, its `src` and `integrity` kept as `data-src` and `data-integrity`: no browser fetches or
 * runs it), and drops the preload Next.js adds for one of them, so nothing of the build's JavaScript is
 * requested before the first paint (lib/hydration/afterFirstPaint.ts starts them). Returns the page and how many
 * scripts wait.
 */
export function deferPageScripts(html: string): { html: string; deferred: number } {
  const deferred = new Set<string>();
  const withInertScripts = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = nextAsyncScript(attributes);
    if (src === undefined) return tag;
    deferred.add(src);
    const kept = attributes
      .replace(/\sasync(?:="")?(?=[\s/]|$)/i, '')
      .replace(/(^|\s)(src|integrity)=/gi, '$1data-$2=');
    return `<script type="text/plain" ${AFTER_FIRST_PAINT_ATTRIBUTE}=""${kept}></script>`;
  });
  const withoutPreloads = withInertScripts.replace(PRELOAD_TAG, (tag, attributes: string) => {
    const preloadsDeferred =
      attributeOf(attributes, 'rel')?.[1] === 'preload' &&
      attributeOf(attributes, 'as')?.[1] === 'script' &&
      deferred.has(attributeOf(attributes, 'href')?.[1] ?? '');
    return preloadsDeferred ? '' : tag;
  });
  return { html: withoutPreloads, deferred: deferred.size };
}

/** The scripts a prepared page holds until its first paint: the address and integrity each keeps. */
export function heldScripts(html: string): { src: string | undefined; integrity: string | undefined }[] {
  return [...html.matchAll(SCRIPT_TAG)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => attributeOf(attributes, AFTER_FIRST_PAINT_ATTRIBUTE) !== null)
    .map((attributes) => ({
      src: attributeOf(attributes, 'data-src')?.[1],
      integrity: attributeOf(attributes, 'data-integrity')?.[1],
    }));
}
