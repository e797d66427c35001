/**
 * The page's own scripts run after its first paint. Next.js puts an async `<script src>` per chunk in the
 * page's <head>; a phone then fetches them beside the page itself and runs them while it parses, ahead of
 * laying out and painting the text. The post-build step (`tooling/next/builtPages.ts`) turns each into an inert data
 * block that keeps its address and integrity as `data-src` and `data-integrity`, and a head script
 * (`afterFirstPaintScript`) starts them once the page's text is on screen. Until then the page is plain HTML:
 * its links and forms work without JavaScript.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** Set on <html> by the root view once the page has hydrated: its links and controls answer. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

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
