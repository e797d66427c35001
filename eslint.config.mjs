import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The house's layers, each folder importing only from those below it (docs/architecture.md#layers says why):
 *
 *   content/      the entries and their schemas: imports content/ only, and of lib/ the paths (lib/routes.ts, which
 *                 imports nothing) and the Markdoc body rules an entry's body is read with (lib/markdoc/)
 *   lib/          what the site and its server run: content/, lib/
 *   components/   the UI the pages compose: lib/, content/
 *   app/ and the site's root files (proxy.ts, instrumentation.ts, keystatic.config.ts): components/, lib/, content/
 *   tooling/      build-time and tool code: lib/, content/
 *   scripts/      commands and their process helpers: tooling/, lib/, content/
 *   tests/        anything
 *
 * `import/no-restricted-paths` resolves each import (static, `import()`, relative or `@/`) to its file, so a
 * relative path cannot slip past it. That no module imports itself through others is checked by a unit test
 * (tooling/imports.ts): `import/no-cycle` made the lint five times slower.
 */
const mayImport = {
  content: ['content'],
  lib: ['lib', 'content'],
  components: ['components', 'lib', 'content'],
  app: ['app', 'components', 'lib', 'content'],
  tooling: ['tooling', 'lib', 'content'],
  scripts: ['scripts', 'tooling', 'lib', 'content'],
};
const folders = ['app', 'components', 'content', 'lib', 'tooling', 'scripts', 'tests'];
/** What else each layer's files are: the site's root files run with app/. */
const alsoIn = { app: ['./proxy.ts', './instrumentation.ts', './keystatic.config.ts'] };
/** The files of a lower layer a layer may import after all (paths relative to that layer's folder). */
const exceptions = { content: { lib: ['./routes.ts', './markdoc'] } };

const layerZones = Object.entries(mayImport).flatMap(([layer, allowed]) =>
  folders
    .filter((folder) => !allowed.includes(folder))
    .flatMap((folder) =>
      [`./${layer}`, ...(alsoIn[layer] ?? [])].map((target) => ({
        target,
        from: `./${folder}`,
        ...(exceptions[layer]?.[folder] && { except: exceptions[layer][folder] }),
        message: `${layer}/ imports only from ${allowed.join('/, ')}/ (see docs/architecture.md#layers).`,
      })),
    ),
);

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `const { unwanted, ...rest } = props` is how a prop is dropped before spreading.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'lighthouse/**',
      'public/pagefind/**',
    ],
  },
];

export default config;
