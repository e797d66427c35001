// @vitest-environment node
// The benchmark's static server on a temporary folder: a real HTTP server on a free port.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '@/tooling/bench/static-server.mjs';

const parent = mkdtempSync(join(tmpdir(), 'static-server-'));
const folder = join(parent, 'site');
let server: Awaited<ReturnType<typeof startStaticServer>>;

/** A raw GET (fetch would normalise "..", and ungzip the body on its own). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const port = Number(new URL(server.url).port);
    const sent = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(folder, 'post'), { recursive: true });
  writeFileSync(join(folder, 'post/index.html'), '<!doctype html><title>Post</title>');
  writeFileSync(join(folder, '404.html'), '<!doctype html><title>Missing</title>');
  writeFileSync(join(folder, 'hero.webp'), 'RIFF');
  writeFileSync(join(parent, 'secret.txt'), 'outside the folder');
  server = await startStaticServer({ root: folder, port: 0 });
});

afterAll(async () => {
  await server.stop();
  rmSync(parent, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it("serves a folder's index.html gzipped, as HTML, to a client that accepts gzip", async () => {
    const response = await get('/post/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe('<!doctype html><title>Post</title>');
    expect((await get('/post')).body.toString()).toBe('<!doctype html><title>Post</title>');
  });

  it('serves images as they are', async () => {
    const response = await get('/hero.webp', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("answers a missing file, or a path out of the folder, with 404 and the folder's 404.html", async () => {
    for (const path of ['/nothing-here/', '/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe('<!doctype html><title>Missing</title>');
    }
  });
});
