// @vitest-environment node
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { peerAddress, withPeerAddress } from '@/lib/intake/guards/peer';
import { installFrontDoor } from '@/lib/security/frontDoor';
import { checkFrontDoor, seesConnectionAddresses } from '@/lib/security/frontDoorCheck';

/** A server whose 'request' event skips the front door, as if an upgrade had stopped the wrapped emit from running. */
const unwrapped = () => Object.assign(http.createServer(), { emit: EventEmitter.prototype.emit });

/** A server that handles every request in the context of one earlier visitor, as if the context leaked. */
function sharedContext() {
  const server = http.createServer();
  return Object.assign(server, {
    emit: (event: string | symbol, ...args: unknown[]) =>
      withPeerAddress('203.0.113.9', () => EventEmitter.prototype.emit.call(server, event, ...args)),
  });
}

afterEach(() => vi.restoreAllMocks());
// The last test leaves the process unable to see addresses, as a server whose check failed stays; the files run
// after this one in the same worker count by address again.
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('wolfpack.intake.peerBlind')];
});

describe('the front door’s self-check', () => {
  it('finds that a request behind the front door sees its connection address, and says nothing', async () => {
    installFrontDoor();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkFrontDoor()).toBe(true);
    expect(error).not.toHaveBeenCalled();
    expect(withPeerAddress('198.51.100.7', peerAddress)).toBe('198.51.100.7');
  });

  it('finds that a request the front door does not see, or sees in another visitor’s context, has no address', async () => {
    expect(await seesConnectionAddresses(unwrapped())).toBe(false);
    expect(await seesConnectionAddresses(sharedContext())).toBe(false);
  });

  it('says so as an error and stops counting by address when it cannot see addresses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkFrontDoor(sharedContext())).toBe(false);
    expect(error).toHaveBeenCalledWith(
      "front door: the server cannot see the connection address of a request (the 'request' event no longer runs " +
        "through lib/security/frontDoor.ts's wrapped http.Server emit, or its async context is lost on the way to " +
        'the handler); the intake stops counting submissions per address and only the site-wide limits hold',
    );
    // Every request now counts as one from an unknown address: only the site-wide limits apply to it.
    expect(withPeerAddress('198.51.100.7', peerAddress)).toBeUndefined();
  });
});
