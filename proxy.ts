import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { config as siteConfig } from '@/lib/config';
import { createPolicyLookup } from '@/lib/security/contentSecurityPolicy';
import { allowedMethods, isApiPath, methodNotAllowed } from '@/lib/security/methods';

let policyFor: ((pathname: string) => string) | undefined;

/**
 * Answers a method the path does not take with 405 and `Allow` (TRACE on any path, GET on the form API,
 * POST to a page), and sets each page's Content-Security-Policy: a page's policy allows by hash exactly the
 * scripts its prerendered HTML holds (read from the build on first use). Headers every response carries,
 * and the policy of the API and of the paths excluded below, come from next.config.ts.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const allowed = allowedMethods(pathname);
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  const response = NextResponse.next();
  // `next dev` renders on demand (and React needs eval there): no build output to hash.
  if (process.env.NODE_ENV !== 'production' || isApiPath(pathname)) return response;
  policyFor ??= createPolicyLookup(siteConfig, {
    distDir: path.join(process.cwd(), '.next'),
    publicDir: path.join(process.cwd(), 'public'),
  });
  response.headers.set('Content-Security-Policy', policyFor(pathname));
  return response;
}

export const config = {
  // Hashed build files and optimised images get their policy from next.config.ts.
  matcher: '/((?!_next/static/|_next/image).*)',
};
