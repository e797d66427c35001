// @vitest-environment node
import http from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { peerAddress } from '@/lib/intake/guards/peer';
import { requestsInFlight, stopGracefully } from '@/lib/lifecycle/stopping';
import { installFrontDoor } from '@/lib/security/frontDoor';

/** A Node server like the one `next start` runs, behind the front door. */
let server: http.Server;
let origin: string;
let finishSlow = () => {};

beforeAll(async () => {
  installFrontDoor();
  installFrontDoor(); // installing twice wraps once
  server = http.createServer((request, response) => {
    // A redirect as Next.js writes its own: no headers but its Location.
    if (request.url === '/contact/') {
      response.statusCode = 308;
      response.setHeader('location', '/contact');
      response.end('/contact');
      return;
    }
    // An upload that takes its time: answered when the test says so.
    if (request.url === '/slow') {
      finishSlow = () => response.end('done');
      return;
    }
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
    // Options, not a URL: a URL would have its dot segments resolved before it is sent.
    const { hostname, port } = new URL(origin);
    const request = http.request({ host: hostname, port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });

describe('the front door', () => {
  it('counts the requests in flight, and while the server stops asks clients to close their connection', async () => {
    const before = requestsInFlight();
    const slow = fetch(`${origin}/slow`);
    await expect.poll(requestsInFlight).toBe(before + 1);
    const stopped = stopGracefully('test', { drainMs: 0, timeoutMs: 5000, release: async () => {}, log: () => {} });
    const during = await fetch(`${origin}/services`);
    expect(during.headers.get('connection')).toBe('close');
    finishSlow();
    expect(await (await slow).text()).toBe('done');
    // The stop waited for the slow request: it ends only once that one has.
    await expect(stopped).resolves.toBe(true);
    expect(requestsInFlight()).toBe(before);
    delete (globalThis as { __lifecycle?: unknown }).__lifecycle;
  });

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

  it('answers a method the editor’s save does not take, since proxy.ts skips that path (it cut bodies at 10 MB)', async () => {
    // The editor off (a production server without GitHub mode): the path does not exist, whatever the method.
    expect((await raw('PUT', '/api/keystatic/update')).status).toBe(404);
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const refused = await raw('PUT', '/api/keystatic/update');
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD, POST');
      // The methods it takes reach the editor's route.
      expect((await raw('POST', '/api/keystatic/update')).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("gives every response the security headers before the server's handler writes any, its redirects too", async () => {
    const redirect = await raw('GET', '/contact/');
    expect(redirect.status).toBe(308);
    expect(redirect.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(redirect.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an /api/ target reached through dot segments with 404, whatever the method', async () => {
    for (const [method, path] of [
      ['POST', '/api/./leads'],
      ['GET', '/x/../api/leads'],
      ['POST', '/api/%2E%2e/api/job-applications'],
    ] as const) {
      const answer = await raw(method, path);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Not found' });
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect((await raw('GET', '/./contact')).status).toBe(200);
  });

  it('answers CONNECT with 405 and closes the connection, where Node would close it without a word', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect((server.address() as { port: number }).port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('\r\nAllow: GET, HEAD\r\n');
    expect(head).toContain('\r\nConnection: close');
    expect(head).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(head).toContain(`\r\nContent-Length: ${Buffer.byteLength(body!)}\r\n`);
    expect(JSON.parse(body!)).toEqual({ error: 'This address answers GET and HEAD only' });
  });
});
