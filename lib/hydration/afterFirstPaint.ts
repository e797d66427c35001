/**
 * The page's own scripts run after its first paint. Next.js puts an async `<script src>` per chunk in the
 * page's <head>; a phone then fetches them beside the page itself and runs them while it parses, ahead of
 * laying out and painting the text. The post-build step (`lib/builtPages.ts`) turns each into an inert data
 * block that keeps its address and integrity as `data-src` and `data-integrity`, and a head script
 * (`afterFirstPaintScript`) starts them once the page's text is on screen. Until then the page is plain HTML:
 * its links and forms work without JavaScript.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** Set on <html> by the root view once the page has hydrated: its links and controls answer. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=[\\s/]|$)`, 'i').exec(attributes);

/** An async script of the build (`/_next/static/…`), as Next.js writes it; `nomodule` and typed scripts are left. */
function isBuildScript(attributes: string): boolean {
  const src = attribute(attributes, 'src')?.[1];
  return (
    src !== undefined &&
    src.startsWith('/_next/static/') &&
    attribute(attributes, 'async') !== null &&
    attribute(attributes, 'nomodule') === null &&
    attribute(attributes, 'type') === null
  );
}

/**
 * Makes each async build script of a page's HTML an inert data block marked for the head script
 * (`type="text/plain"`, its `src` and `integrity` kept as `data-src` and `data-integrity`: no browser fetches or
 * runs it), and drops the preload Next.js adds for one of them, so nothing of the build's JavaScript is
 * requested before the first paint. Returns the page and how many scripts wait.
 */
export function deferPageScripts(html: string): { html: string; deferred: number } {
  const deferred = new Set<string>();
  const withInertScripts = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    if (!isBuildScript(attributes)) return tag;
    deferred.add(attribute(attributes, 'src')![1]!);
    const kept = attributes
      .replace(/\sasync(?:="")?(?=[\s/]|$)/i, '')
      .replace(/(^|\s)(src|integrity)=/gi, '$1data-$2=');
    return `<script type="text/plain" ${AFTER_FIRST_PAINT_ATTRIBUTE}=""${kept}></script>`;
  });
  const withoutPreloads = withInertScripts.replace(PRELOAD_TAG, (tag, attributes: string) => {
    const preloadsDeferred =
      attribute(attributes, 'rel')?.[1] === 'preload' &&
      attribute(attributes, 'as')?.[1] === 'script' &&
      deferred.has(attribute(attributes, 'href')?.[1] ?? '');
    return preloadsDeferred ? '' : tag;
  });
  return { html: withoutPreloads, deferred: deferred.size };
}

/**
 * Source of the inline <head> script that starts the inert scripts once the page's text is on screen: the
 * document parsed, the next frame drawn, and the browser's first contentful paint reported (it is reported when
 * the frame is shown, a little after it is drawn). A hidden page draws no frames, and a browser without paint
 * timing reports none: those start at once. Each inert tag becomes a real async script with the same address and
 * integrity.
 */
export function afterFirstPaintScript(): string {
  const marker = AFTER_FIRST_PAINT_ATTRIBUTE;
  // Written out with semicolons and braces: the line breaks and indentation are removed.
  const source = `(function () {
    function start() {
      document.querySelectorAll('script[${marker}]').forEach(function (inert) {
        inert.removeAttribute('${marker}');
        var script = document.createElement('script');
        ['src', 'integrity'].forEach(function (name) {
          if (inert.hasAttribute('data-' + name)) script.setAttribute(name, inert.getAttribute('data-' + name));
        });
        script.setAttribute('async', '');
        document.head.appendChild(script);
      });
    }
    function whenShown() {
      var observes = typeof PerformanceObserver === 'function' &&
        (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
      if (!observes || performance.getEntriesByName('first-contentful-paint').length > 0) return start();
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint' });
    }
    function afterNextFrame() {
      if (document.visibilityState !== 'visible') return start();
      requestAnimationFrame(function () { setTimeout(whenShown, 0); });
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextFrame);
    else afterNextFrame();
  })()`;
  return source.replace(/\n\s*/g, '');
}
