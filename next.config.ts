import path from 'node:path';
import type { NextConfig } from 'next';
import { RESOURCE_DIRECTIVES, SECURITY_HEADERS, serializePolicy } from './lib/security/policy';

const resourcePolicy = [{ key: 'Content-Security-Policy', value: serializePolicy(RESOURCE_DIRECTIVES) }];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  experimental: {
    // `integrity` on every <script src> of a page, so its hash can allow it in the page's policy (proxy.ts).
    sri: { algorithm: 'sha256' },
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // Paths proxy.ts skips: nothing served there is a page, so the policy allows nothing.
      { source: '/_next/static/:path*', headers: resourcePolicy },
      { source: '/_next/image', headers: resourcePolicy },
      { source: '/api/:path*', headers: resourcePolicy },
    ];
  },
};

export default nextConfig;
