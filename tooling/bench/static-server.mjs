// A small static file server for the benchmark: serves one folder (the reference page, or a peer's built
// site) the way a static host would: the content types a site has, gzip when the client accepts it,
// index.html for folders, the folder's 404.html for a missing file, and nothing outside the folder.
// It imports TypeScript: import it after registering tsx's hooks (vitest needs none).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf, fileOfRequest, isCompressible } from './static-files.ts';

/** The file's bytes, or its index.html when it is a folder; null when neither exists. */
async function readServed(path) {
  try {
    const file = (await stat(path)).isDirectory() ? join(path, 'index.html') : path;
    return { file, body: await readFile(file) };
  } catch {
    return null;
  }
}

export function startStaticServer({ root, port }) {
  const folder = resolve(root);
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return response.writeHead(405).end();
    const relative = fileOfRequest(request.url ?? '');
    const path = relative === null ? null : join(folder, relative);
    // fileOfRequest keeps requests inside the folder; this check is the belt to its braces.
    const found = path?.startsWith(folder + sep) ? await readServed(path) : null;
    const served = found ?? (await readServed(join(folder, '404.html')));
    if (!served) return response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    const type = contentTypeOf(served.file);
    const gzip = isCompressible(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? gzipSync(served.body) : served.body;
    response.writeHead(found ? 200 : 404, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(isCompressible(type) && { Vary: 'Accept-Encoding' }),
      ...(gzip && { 'Content-Encoding': 'gzip' }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveStarted, reject) => {
    server.once('error', reject);
    // Port 0 takes any free port: the URL gives the one taken.
    server.listen(port, '127.0.0.1', () =>
      resolveStarted({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}
