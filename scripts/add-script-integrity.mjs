// Post-build step of `npm run build` (after `next build`): gives every script of the build that a
// prerendered page loads an `integrity` attribute, so the page's Content-Security-Policy (proxy.ts)
// can allow it by hash under 'strict-dynamic'. Safe to run twice.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
const { addIntegrityToBuild } = await import('../lib/security/scriptIntegrity.ts');
const { pages, scripts } = addIntegrityToBuild('.next');
console.log(`Script integrity: ${scripts} script tags in ${pages} prerendered pages`);
