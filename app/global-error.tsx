'use client';

import { lazy, Suspense } from 'react';
import { SITE_NAME } from '@/content/brand';
import '@/styles/globals.scss';

/**
 * The view, loaded only when it is needed. This file sits at the top of app/, above both root layouts ((site) and
 * (inbox)), and Next.js puts its scripts on every page; bundled before any layout, whatever it imports that the
 * site's layout also uses (the button, links, the build watcher) was sent a second time with every page (2.3 KB
 * compressed). If the view cannot be fetched either (a newer build replaced it, the network is gone), the page
 * offers a reload rather than go blank.
 */
const ErrorView = lazy(() => import('@/components/errors/ErrorView').catch(() => ({ default: CannotShowError })));

function CannotShowError() {
  return (
    <p>
      Something went wrong. <a href="">Reload the page</a>
    </p>
  );
}

/** Replaces the root layout when it fails itself, so it brings its own <html> and <body>. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <head>
        <meta name="robots" content="noindex,nofollow" />
        <title>{`404 | ${SITE_NAME}`}</title>
      </head>
      <body>
        <main id="main">
          <Suspense>
            <ErrorView error={error} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
