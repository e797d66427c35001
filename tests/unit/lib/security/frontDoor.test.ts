// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerAddress } from '@/lib/intake/guards/peer';
import { installFrontDoor } from '@/lib/security/frontDoor';

/** A Node server like the one `next start` runs, behind the front door. */
let server: http.Server;
let origin: string;

beforeAll(async () => {
  installFrontDoor();
  installFrontDoor(); // installing twice wraps once
  server = http.createServer((_, response) => {
    // Read after an await, as a route handler deep inside Next.js would.
    void Promise.resolve().then(() => response.end(peerAddress() ?? 'none'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

/** TRACE cannot be sent with fetch (that is the point): a raw request instead. */
const raw = (method: string, path: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });

describe('the front door', () => {
  it('gives each request its connection’s own address, whatever X-Forwarded-For says', async () => {
    const answer = await fetch(`${origin}/api/leads`, { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await answer.text()).toBe('127.0.0.1');
    expect(peerAddress()).toBeUndefined();
  });

  it('answers TRACE with 405, Allow and the security headers, on pages and on the API', async () => {
    const page = await raw('TRACE', '/services');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(JSON.parse(page.body)).toEqual({ error: 'This address answers GET and HEAD only' });
    const api = await raw('TRACE', '/api/leads');
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe('POST, OPTIONS');
  });
});
