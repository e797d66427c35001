import http from 'node:http';
import { ignorePeerAddresses, peerAddress } from '@/lib/intake/guards/peer';

const FRONT_DOOR_BLIND =
  "front door: the server cannot see the connection address of a request (the 'request' event no longer runs " +
  "through lib/security/frontDoor.ts's wrapped http.Server emit, or its async context is lost on the way to the " +
  'handler); the intake stops counting submissions per address and only the site-wide limits hold';

/**
 * Run when the server starts, after `installFrontDoor`: if a request cannot see its connection's address, says so
 * as an error and stops counting by address. Counting on regardless could put every visitor under one address
 * (a context that leaks from one request to the next) and lock them all out after a handful of submissions;
 * refusing to start would take the whole site down for one of the intake's defences. The site-wide limits hold
 * either way.
 */
export async function checkFrontDoor(probe?: http.Server): Promise<boolean> {
  if (await seesConnectionAddresses(probe)) return true;
  ignorePeerAddresses();
  console.error(FRONT_DOOR_BLIND);
  return false;
}

/**
 * Whether a request to `probe` (a throwaway server, put on a free loopback port) sees its connection's address as
 * `peerAddress()` while it is handled, after an await as a route handler would, and none once it is over.
 */
export async function seesConnectionAddresses(probe = http.createServer()): Promise<boolean> {
  probe.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    void Promise.resolve().then(() => response.end(String(peerAddress() === request.socket.remoteAddress)));
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = probe.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    return answer === 'true' && peerAddress() === undefined;
  } finally {
    probe.close();
  }
}
