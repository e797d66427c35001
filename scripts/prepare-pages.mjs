// Post-build step of `npm run build` (after `next build`): integrity on every build script of the prerendered
// pages (for their Content-Security-Policy) and their scripts held until the first paint
// (tooling/next/builtPages.ts). Safe to run twice. Fails when the build gives it nothing to do. Another build
// folder than .next may be given as the first argument.
import './typescript.mjs';

const { DIST_DIR } = await import('../lib/nextBuild.ts');
const { prepareBuiltPages } = await import('../tooling/next/builtPages.ts');
const distDir = process.argv[2] ?? DIST_DIR;
try {
  const { files, changed, integrity, deferred, held } = prepareBuiltPages(distDir);
  console.log(
    `Prerendered pages: ${changed} of ${files} HTML files changed, integrity added to ${integrity} script tags, ` +
      `${deferred} scripts newly held until the first paint (${held} held in all)`,
  );
} catch (error) {
  console.error(`✗ Preparing the prerendered pages failed: ${error.message}`);
  process.exit(1);
}
