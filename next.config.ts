import path from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
};

export default nextConfig;
