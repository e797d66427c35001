'use client';

import ErrorView from '@/components/errors/ErrorView';
import { SITE_NAME } from '@/content/brand';
import '@/styles/globals.scss';

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
          <ErrorView error={error} />
        </main>
      </body>
    </html>
  );
}
