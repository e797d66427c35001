import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PROBLEM_PAGE_POLICY } from './lib/intake/http/html';
import { RESOURCE_DIRECTIVES, SECURITY_HEADERS, serializePolicy } from './lib/security/policy';

const resourcePolicy = [{ key: 'Content-Security-Policy', value: serializePolicy(RESOURCE_DIRECTIVES) }];
// A browser posting a form without JavaScript asks for HTML: its answer is a page with one hashed style.
const postedAsPage = [{ type: 'header' as const, key: 'accept', value: '.*text/html.*' }];

// One id per build. It is kept in the environment so every process of the build (the workers
// inherit it) uses the same one; a deployment may set SITE_BUILD_ID itself, e.g. to a commit.
process.env.SITE_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const buildId = process.env.SITE_BUILD_ID;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  // Photographs and screenshots editors upload (JPEG, PNG, WebP in public/images/) are resized by `next start`
  // itself (sharp), no third-party service: WebP for every browser that asks, since AVIF costs a 2-core server
  // seconds per first request.
  images: { formats: ['image/webp'] },
  // Types are checked once, before `next build`, by scripts/build.mjs: tsc over every file, the tests too (which
  // Next.js's own check leaves out), against the route types `next typegen` writes.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The page any unmatched address gets (app/global-not-found.tsx: the site's layout around its not-found page).
    // With the root layouts in route groups ((site), (inbox)) and none at the top of app/, Next.js 16.4 otherwise
    // serves its bare built-in 404 for them: it does not use app/(site)/not-found.tsx there.
    globalNotFound: true,
    // `integrity` on every <script src> of a page, so its hash can allow it in the page's policy (proxy.ts).
    sri: { algorithm: 'sha256' },
    // The stylesheets travel inside each page's HTML as <style>: the first frame waits for no request, and a
    // first visit on a slow phone saves a round trip before its first paint (docs/architecture.md, "The first frame").
    inlineCss: true,
    // Inlined, a stylesheet costs no request, so each page gets small chunks of only the styles it uses
    // (Turbopack's graph chunking with no cost per chunk) instead of one sheet with every component's.
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // Paths proxy.ts skips: nothing served there is a page, so the policy allows nothing.
      { source: '/_next/static/:path*', headers: resourcePolicy },
      { source: '/_next/image', headers: resourcePolicy },
      { source: '/api/:path*', missing: postedAsPage, headers: resourcePolicy },
      {
        source: '/api/:path*',
        has: postedAsPage,
        headers: [{ key: 'Content-Security-Policy', value: PROBLEM_PAGE_POLICY }],
      },
    ];
  },
  generateBuildId: () => buildId,
  env: { SITE_BUILD_ID: buildId },
};

export default nextConfig;
