import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { config as siteConfig } from '@/lib/config';
import { createPolicyLookup } from '@/lib/security/contentSecurityPolicy';

let policyFor: ((pathname: string) => string) | undefined;

/**
 * Sets each response's Content-Security-Policy: a page's policy allows by hash exactly the scripts
 * its prerendered HTML holds (read from the build on first use). Headers every response carries,
 * and the policy of the paths excluded below, come from next.config.ts.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  // `next dev` renders on demand (and React needs eval there): no build output to hash.
  if (process.env.NODE_ENV !== 'production') return response;
  policyFor ??= createPolicyLookup(siteConfig, {
    distDir: path.join(process.cwd(), '.next'),
    publicDir: path.join(process.cwd(), 'public'),
  });
  response.headers.set('Content-Security-Policy', policyFor(request.nextUrl.pathname));
  return response;
}

export const config = {
  // Hashed build files, optimised images and the API get their policy from next.config.ts.
  matcher: '/((?!_next/static/|_next/image|api/).*)',
};
