// @vitest-environment node
/**
 * The per-address budget counts stored submissions only: a post that takes a place and then ends any other way
 * (the site busy, a mistake in the form, the store full, a retry of a stored submission, the store failing) gives
 * it back, so the visitor can send the form again at once. Each case spends the one place of a budget of one,
 * then asks whether the address may send again.
 */
import { describe, expect, it } from 'vitest';
import { leadForm } from '@/lib/intake/forms';
import { handleSubmission, type IntakeDeps } from '@/lib/intake/http/handler';
import { MemoryRateLimiter } from '@/lib/intake/store/memoryRateLimit';
import { SiteCeiling } from '@/lib/intake/guards/siteCeiling';
import { Slots } from '@/lib/intake/guards/slots';
import { StorageQuotaError } from '@/lib/intake/guards/storageGuard';
import type { IntakeStore, SaveResult } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { encoded, upload } from '@/tests/support/intakeRoutes';
import { leadBody, leadValues } from '@/tests/support/submissions';

const ADDRESS = '198.18.0.7';
const MiB = 1024 * 1024;

/** A store that answers the handler's questions and saves as `save` says. */
const storeThat = (save: () => Promise<SaveResult>, storedFileBytes = 0) =>
  ({
    backend: 'postgresql',
    findIdempotent: async () => undefined,
    storedFileBytes: async () => storedFileBytes,
    ipSalt: async () => 'salt',
    save,
  }) as unknown as IntakeStore;

const stored = async (): Promise<SaveResult> => ({ id: 'sub-1', replayed: false });

/** Posts `body` from ADDRESS with a budget of one stored submission; says the answer and whether it may post again. */
async function post(
  body: FormData,
  { store = storeThat(stored), ceiling = new SiteCeiling(0, 0), quotaBytes = 0 } = {},
) {
  const limiter = new MemoryRateLimiter(1, 600_000);
  const deps: IntakeDeps = {
    store: async () => store,
    limiter,
    invalidLimiter: new MemoryRateLimiter(100, 600_000),
    ceiling,
    uploadSlots: new Slots(1),
    storage: { quotaBytes, minFreeBytes: 0, freeBytes: () => null },
    trustedProxyHops: 1,
    peerAddress: () => '127.0.0.1',
    allowedOrigins: ['http://localhost'],
    forwardUrl: null,
    notifyTo: [],
    acknowledge: false,
    contactEmail: 'hello@example.ro',
    log: () => {},
  };
  const { bytes, headers } = await encoded(body);
  const request = new Request('http://localhost/api/leads', {
    method: 'POST',
    body: bytes,
    headers: { ...headers, 'x-forwarded-for': ADDRESS },
  });
  const answer = await handleSubmission(request, leadForm, deps);
  return { status: answer.status, mayPostAgain: limiter.check(ADDRESS, Date.now()).ok };
}

const withBrief = () => leadBody(leadValues({ attachments: [upload(pdf(), 'brief.pdf', 'application/pdf')] }));

describe('the place a post takes of its address budget', () => {
  it('is kept when the submission is stored', async () =>
    expect(await post(leadBody())).toEqual({ status: 201, mayPostAgain: false }));

  it('is given back when the site is over its ceiling', async () => {
    const ceiling = new SiteCeiling(1, 0);
    ceiling.record(Date.now(), 0);
    expect(await post(leadBody(), { ceiling })).toEqual({ status: 429, mayPostAgain: true });
  });

  it('is given back when the form has a mistake', async () =>
    expect(await post(leadBody(leadValues({ email: 'not an address' })))).toEqual({ status: 422, mayPostAgain: true }));

  it("is given back when the files would pass the site's bytes of the hour", async () => {
    const ceiling = new SiteCeiling(0, MiB);
    ceiling.record(Date.now(), MiB);
    expect(await post(withBrief(), { ceiling })).toEqual({ status: 503, mayPostAgain: true });
  });

  it('is given back when the files do not fit the storage quota', async () =>
    expect(await post(withBrief(), { store: storeThat(stored, MiB), quotaBytes: MiB })).toEqual({
      status: 507,
      mayPostAgain: true,
    }));

  it("is given back when the quota is passed in the store's write", async () => {
    const full = storeThat(async () => {
      throw new StorageQuotaError('stored files would pass the quota');
    });
    expect(await post(withBrief(), { store: full })).toEqual({ status: 507, mayPostAgain: true });
  });

  it('is given back when the store finds the submission already stored under its key', async () => {
    const replay = storeThat(async () => ({ replayed: true, id: 'sub-0', fingerprint: null }));
    expect(await post(leadBody(), { store: replay })).toEqual({ status: 201, mayPostAgain: true });
  });

  it('is given back when the store fails', async () => {
    const down = storeThat(async () => {
      throw new Error('connection refused');
    });
    expect(await post(leadBody(), { store: down })).toEqual({ status: 503, mayPostAgain: true });
  });
});
