/**
 * What the benchmark's static file server (tooling/bench/static-server.mjs) answers: which file a request
 * names and how it is typed, the way a static host serves a built site.
 */

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  wasm: 'application/wasm',
};

/** The Content-Type of a file by its extension; unknown files are served as bytes. */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && TYPES[extension]) || 'application/octet-stream';
}

/** Whether a static host would gzip this type: text, scripts, JSON, XML and SVG; not images, fonts or video. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!;
  return (
    type.startsWith('text/') ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    ['application/json', 'application/xml', 'application/wasm'].includes(type)
  );
}

/**
 * The file a request target names, relative to the served folder (segments joined with "/"), or null
 * when it would leave the folder or cannot be read: a ".." segment, also when encoded (%2e%2e, %2f), a
 * backslash or NUL, a target that is not a path. A path ending in "/" names that folder's index.html;
 * repeated slashes are dropped, so "//etc/passwd" stays inside the folder as "etc/passwd".
 */
export function fileOfRequest(target: string): string | null {
  const path = target.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/')) return null;
  let segments: string[];
  try {
    segments = path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  // Decoding may turn %2f into "/": split again so that every segment is checked on its own.
  segments = segments.flatMap((segment) => segment.split('/'));
  if (segments.some((segment) => segment === '..' || /[\\\0]/.test(segment))) return null;
  const kept = segments.filter((segment) => segment !== '' && segment !== '.');
  if (path.endsWith('/')) kept.push('index.html');
  return kept.join('/');
}
