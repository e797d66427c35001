import { consentBootstrapScript } from '@/lib/analytics/consentMode';
import { brandFacesWaitScript } from '@/lib/fonts/brandFaces';
import { afterFirstPaintScript } from '@/lib/hydration/afterFirstPaint';
import { earlyTapsScript } from '@/lib/hydration/earlyTaps';
import type { EditorMode } from '@/lib/editor/mode';
import { serializePolicy, type Directives } from '@/lib/security/policy';
import { hashSource } from '@/lib/security/scriptHashes';

/**
 * Where GitHub mode's editor talks to from the browser: GitHub's API (GraphQL and REST, with the editor's token),
 * raw.githubusercontent.com (Keystatic reads files of a public repository from there) and the avatars of the
 * signed-in editor. Nothing else leaves the site, in either mode.
 */
export const GITHUB_SOURCES = {
  'connect-src': ['https://api.github.com', 'https://raw.githubusercontent.com'],
  'img-src': ['https://avatars.githubusercontent.com'],
} as const;

/**
 * The inline scripts of the public site's root layout (app/(site)/layout.tsx), which wraps the editor as it wraps
 * every public page: allowed by hash, since a nonce reaches only the scripts Next.js writes itself.
 */
export function rootLayoutScriptSources(): string[] {
  return [consentBootstrapScript(), earlyTapsScript(), brandFacesWaitScript(), afterFirstPaintScript()].map(hashSource);
}

/**
 * The Content-Security-Policy of the editor's pages (/keystatic), rendered per request (proxy.ts):
 *
 * - Scripts: the page's nonce (Next.js puts it on every script it writes) with 'strict-dynamic', so the chunks
 *   those scripts load run and nothing injected does; the root layout's inline scripts by hash. `next dev` also
 *   needs 'unsafe-eval' (React's development build evaluates code to rebuild stacks); Keystatic itself does not.
 * - Styles: 'unsafe-inline': Keystatic's UI library (Emotion) writes its styles into <style> elements at run
 *   time and sets style attributes. No script runs from a style.
 * - Pictures: blob: and data: for the previews of files chosen for upload.
 * - Fonts: only the site's own (Inter, self-hosted for the editor). Keystatic's UI links Inter from
 *   fonts.googleapis.com; this policy stops that request before it is sent.
 * - Connections: the site itself ('self' also covers the development server's WebSocket); in GitHub mode GitHub.
 * - Forms: the site itself; in GitHub mode also github.com, where Keystatic's set-up screen creates the app.
 */
export function editorDirectives({
  mode,
  nonce,
  development,
}: {
  mode: Exclude<EditorMode, 'off'>;
  nonce: string;
  development: boolean;
}): Directives {
  const github = mode === 'github';
  return {
    'default-src': ["'self'"],
    'script-src': [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...rootLayoutScriptSources(),
      // Browsers without 'strict-dynamic' load the build's scripts by address.
      "'self'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(github ? GITHUB_SOURCES['img-src'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(github ? GITHUB_SOURCES['connect-src'] : [])],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Keystatic's GitHub set-up screen (`next dev` with only the repository) posts the app's manifest to GitHub.
    'form-action': ["'self'", ...(github ? ['https://github.com'] : [])],
    'frame-ancestors': ["'none'"],
  };
}

export const editorPolicy = (options: Parameters<typeof editorDirectives>[0]) =>
  serializePolicy(editorDirectives(options));
