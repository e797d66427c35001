import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// What the site and its server run (app/, components/, content/, lib/, proxy.ts, instrumentation.ts) never
// imports build and test code: tooling/ (bench, budgets, artwork generators), scripts/ or tests/.
const siteCode = ['app/**', 'components/**', 'content/**', 'lib/**', 'proxy.ts', 'instrumentation.ts'];
const siteCodeBoundary = {
  regex: '^(@/|\\./|(\\.\\./)+)(tooling|scripts|tests)(/|$)',
  message: 'The site never imports build or test code (tooling/, scripts/, tests/): move what both need into lib/.',
};
// Components are the UI pages compose: a component that reached into app/ would tie it to one route.
const componentsBoundary = {
  regex: '^(@/|(\\.\\./)+)app(/|$)',
  message: 'Components never import from app/: pass what they need as props, or move it into lib/.',
};

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
    files: siteCode,
    rules: { 'no-restricted-imports': ['error', { patterns: [siteCodeBoundary] }] },
  },
  {
    // Repeats the site's boundary: a later block's options replace an earlier one's for the same files.
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [siteCodeBoundary, componentsBoundary] }] },
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
