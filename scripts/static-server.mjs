// A tiny static file server for the benchmark's reference page: serves one folder, gzips text the way a
// static host would, and nothing else (no directory listings, no paths outside the folder).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.svg']);

export function startStaticServer({ root, port }) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const type = TYPES[extname(relative)];
    if (relative.includes('..') || !type) return response.writeHead(404).end('Not found');
    try {
      const body = await readFile(join(root, relative));
      const gzip = COMPRESSIBLE.has(extname(relative)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        ...(gzip && { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
      });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) }),
    );
  });
}
