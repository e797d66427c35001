import { createHash } from 'node:crypto';
// Relative: next.config.ts loads this module, where the @/ alias does not resolve.
import { RESOURCE_DIRECTIVES, serializePolicy } from '../../security/policy';

/**
 * The answers a browser without JavaScript gets when it posts a form itself: a small page that names
 * each problem in words and links back to the form. Not for search engines (noindex), no scripts.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

// The site's palette (styles/_tokens.scss): midnight text on full-moon, the sunset-deep accent.
const STYLE = `
body{margin:0;background:#fbf3e4;color:#0f1b2d;font:1.0625rem/1.6 system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{margin:0 0 1rem;font:700 2rem/1.2 Georgia,serif}
ul{margin:0 0 2rem;padding-left:1.25rem}
li{margin-bottom:.5rem}
strong{font-weight:600}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#b8391f;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f1b2d;outline-offset:3px}
`;

/**
 * The policy of an API answer to a browser that asked for HTML (next.config.ts sets it: its headers win over
 * a route's): this page's one inline style, allowed by its hash, and nothing else.
 */
export const PROBLEM_PAGE_POLICY = serializePolicy({
  ...RESOURCE_DIRECTIVES,
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
});

export type Problem = { label: string; message: string };

export function problemPage(options: {
  status: number;
  title: string;
  intro: string;
  problems: Problem[];
  backHref: string;
  backText: string;
  headers?: Record<string, string>;
}): Response {
  const items = options.problems
    .map(({ label, message }) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(message)}</li>`)
    .join('');
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.intro)}</p>
<ul>${items}</ul>
<a href="${escapeHtml(options.backHref)}">${escapeHtml(options.backText)}</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: options.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      ...options.headers,
    },
  });
}
