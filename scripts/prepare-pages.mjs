// Post-build step of `npm run build` (after `next build`): integrity on every build script of the prerendered
// pages (for their Content-Security-Policy) and their scripts held until the first paint (lib/builtPages.ts).
// Safe to run twice.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const { prepareBuiltPages } = await import('../lib/builtPages.ts');
const { pages, integrity, deferred } = prepareBuiltPages('.next');
console.log(
  `Prerendered pages: ${pages} changed, integrity added to ${integrity} script tags, ${deferred} scripts held until the first paint`,
);
