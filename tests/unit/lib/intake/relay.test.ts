// @vitest-environment node
import busboy from 'busboy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxRelay, retryDelay, type RelayOptions } from '@/lib/intake/relay/relay';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead, tempDir } from '@/tests/support/intakeDb';

let temp: ReturnType<typeof tempDir>;
let store: IntakeStore;
let clock: number;

beforeEach(() => {
  temp = tempDir();
  store = openSqliteStore(temp.db);
  clock = Date.parse('2026-03-02T09:15:00.000Z');
});
afterEach(async () => {
  await store.close();
  temp.remove();
});

type Received = {
  key: string | null;
  fields: [string, string][];
  files: { name: string; type: string; bytes: Buffer }[];
};

/** Parses a forwarded body with a real multipart parser, as the CRM would. */
async function receive(init: RequestInit): Promise<Received> {
  const request = new Request('http://crm.example/leads', init);
  const bytes = Buffer.from(await request.arrayBuffer());
  return new Promise((resolve, reject) => {
    const result: Received = { key: request.headers.get('idempotency-key'), fields: [], files: [] };
    const parser = busboy({ headers: { 'content-type': request.headers.get('content-type')! } });
    parser.on('field', (name, value) => result.fields.push([name, value]));
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        result.files.push({ name: info.filename, type: info.mimeType, bytes: Buffer.concat(chunks) }),
      );
    });
    parser.on('close', () => resolve(result));
    parser.on('error', reject);
    parser.end(bytes);
  });
}

/** The relay under test: 4 tries, a 1 s first retry, 500 ms per try, on the test's clock, with fixed jitter. */
const testRelay = (options: Partial<RelayOptions>) =>
  new OutboxRelay({
    store,
    maxAttempts: 4,
    baseDelayMs: 1000,
    timeoutMs: 500,
    now: () => new Date(clock),
    random: () => 0.5,
    log: () => {},
    ...options,
  });

function relayWith(answers: (() => Promise<Response>)[], received: Received[]) {
  return testRelay({
    fetch: async (_url, init) => {
      received.push(await receive(init!));
      return answers.shift()!();
    },
  });
}

describe('retryDelay', () => {
  it('doubles from the base, with jitter between half and all of it, up to the cap', () => {
    expect(retryDelay(1, 1000, 60_000, 0)).toBe(500);
    expect(retryDelay(1, 1000, 60_000, 1)).toBe(1000);
    expect(retryDelay(3, 1000, 60_000, 1)).toBe(4000);
    expect(retryDelay(20, 1000, 60_000, 1)).toBe(60_000);
  });
});

describe('OutboxRelay', () => {
  it('retries a 503 and a time-out with backoff, then delivers once with the same key, fields and file bytes', async () => {
    const bytes = pdf('brief');
    const { id } = await store.save(
      newLead({
        receivedAt: new Date(clock),
        idempotencyKey: 'form-session-1',
        forwardUrl: 'https://crm.example/leads',
        files: [{ field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes }],
      }),
    );
    const received: Received[] = [];
    const timeout = () => Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));
    const relay = relayWith(
      [async () => new Response('busy', { status: 503 }), timeout, async () => new Response('ok', { status: 201 })],
      received,
    );

    expect(await relay.runOnce()).toBe(1);
    expect((await store.deliveries())[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 503', state: 'pending' });
    expect(await relay.runOnce()).toBe(0); // not due yet
    clock += 750; // first retry after 1000 * (0.5 + 0.5 * 0.5) ms
    expect(await relay.runOnce()).toBe(1);
    expect((await store.deliveries())[0]).toMatchObject({ attempts: 2, lastError: 'No answer within 500 ms' });
    clock += 1499;
    expect(await relay.runOnce()).toBe(0);
    clock += 1;
    expect(await relay.runOnce()).toBe(1);
    expect(await store.deliveries()).toEqual([]);
    expect((await store.deliveries({ all: true }))[0]).toMatchObject({
      submissionId: id,
      state: 'delivered',
      attempts: 3,
    });

    expect(received).toHaveLength(3);
    for (const body of received) {
      expect(body.key).toBe('form-session-1');
      expect(body.fields).toEqual(newLead().entries);
      expect(body.files).toEqual([{ name: 'brief.pdf', type: 'application/pdf', bytes }]);
    }
  });

  it('dead-letters after the configured number of tries, and at once on a refusal that will not change', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/leads' }));
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/other' }));
    const received: Received[] = [];
    const down = async () => new Response('down', { status: 502 });
    const relay = relayWith([down, async () => new Response('bad', { status: 400 }), down, down, down, down], received);
    for (let round = 0; round < 6; round += 1) {
      await relay.runOnce();
      clock += 60_000;
    }
    const deliveries = await store.deliveries();
    expect(deliveries.map((d) => [d.url, d.state, d.attempts, d.lastError])).toEqual([
      ['https://crm.example/leads', 'dead', 4, 'HTTP 502'],
      ['https://crm.example/other', 'dead', 1, 'HTTP 400'],
    ]);
  });

  it('tries a delivery again after a crash once its lease has ended', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/leads' }));
    // A relay claimed it and the process died before it could record the outcome.
    await store.claimDeliveries(new Date(clock), new Date(clock + 5_500), 10);
    const received: Received[] = [];
    const relay = relayWith([async () => new Response(null, { status: 204 })], received);
    expect(await relay.runOnce()).toBe(0);
    clock += 5_500;
    expect(await relay.runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    expect(await store.deliveries()).toEqual([]);
  });
});

describe('recording an outcome while the store is briefly down', () => {
  /** The test's store, with `markDelivered` failing its first `failures` calls as a database that is away. */
  const storeAway = (failures: number) => {
    const markDelivered: IntakeStore['markDelivered'] = async (...args) => {
      if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return store.markDelivered(...args);
    };
    return new Proxy(store, {
      get: (target, name) => {
        if (name === 'markDelivered') return markDelivered;
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  const sleepOnClock = async (ms: number) => {
    clock += ms;
  };

  it('records a delivered try again until the store answers, so the CRM gets the lead once', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/leads' }));
    let posts = 0;
    const relay = testRelay({
      store: storeAway(6),
      sleep: sleepOnClock,
      fetch: async () => {
        posts += 1;
        return new Response(null, { status: 201 });
      },
    });
    expect(await relay.runOnce()).toBe(1);
    expect(await store.deliveries({ all: true })).toMatchObject([{ state: 'delivered', attempts: 1 }]);
    clock += 10 * 60 * 1000; // long past the lease
    expect(await relay.runOnce()).toBe(0);
    expect(posts).toBe(1);
  });

  it('gives up recording after two minutes, and the lease then lets the delivery be tried again', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/leads' }));
    const started = clock;
    const relay = testRelay({ store: storeAway(Infinity), sleep: sleepOnClock, fetch: async () => new Response() });
    await expect(relay.runOnce()).rejects.toThrow('connect ECONNREFUSED');
    expect(clock - started).toBe(2 * 60_000);
  });
});

describe('where a delivery goes', () => {
  /** A relay whose CRM address is read from `forwardUrl` at each try; records the URLs posted to. */
  function configuredRelay(settings: { forwardUrl: string }, posted: string[], answer: () => Response) {
    return testRelay({
      destination: (kind, channel) => (kind === 'lead' && channel === 'webhook' ? settings.forwardUrl || null : null),
      fetch: async (url) => {
        posted.push(String(url));
        return answer();
      },
    });
  }

  it('posts to the CRM address configured at the time of the try, not the one the lead was stored with', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/typo' }));
    const settings = { forwardUrl: 'https://crm.example/typo' };
    const posted: string[] = [];
    let answer = () => new Response('no such page', { status: 404 });
    const relay = configuredRelay(settings, posted, () => answer());
    await relay.runOnce();
    expect((await store.deliveries())[0]).toMatchObject({ state: 'dead', lastError: 'HTTP 404' });

    // The operator fixes LEAD_FORWARD_URL, restarts, and runs `intake retry`.
    settings.forwardUrl = 'https://crm.example/leads';
    answer = () => new Response(null, { status: 201 });
    const [queued] = await store.retryDeliveries((await store.deliveries())[0]!.id, new Date(clock));
    expect(queued).toBeDefined();
    await relay.runOnce();
    expect(posted).toEqual(['https://crm.example/typo', 'https://crm.example/leads']);
    expect((await store.deliveries({ all: true }))[0]).toMatchObject({
      state: 'delivered',
      url: 'https://crm.example/leads',
    });
  });

  it('waits, retried, while forwarding is switched off, and says which setting is empty', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'https://crm.example/leads' }));
    const posted: string[] = [];
    const relay = configuredRelay({ forwardUrl: '' }, posted, () => new Response(null, { status: 201 }));
    await relay.runOnce();
    expect(posted).toEqual([]);
    expect((await store.deliveries())[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Not sent: LEAD_FORWARD_URL is not set',
    });
  });

  it('does not follow a redirect from the CRM, and records it as one', async () => {
    await store.save(newLead({ receivedAt: new Date(clock), forwardUrl: 'http://crm.example/leads' }));
    const posted: string[] = [];
    const moved = () => new Response(null, { status: 301, headers: { location: 'https://crm.example/leads' } });
    const relay = configuredRelay({ forwardUrl: 'http://crm.example/leads' }, posted, moved);
    await relay.runOnce();
    expect(posted).toEqual(['http://crm.example/leads']);
    expect((await store.deliveries())[0]).toMatchObject({
      state: 'pending',
      lastError: 'HTTP 301: a redirect to https://crm.example/leads, not followed',
    });
  });
});

describe('the relay loop when the store does not answer', () => {
  it('logs a failure once while it repeats, and again when it changes', async () => {
    const failures = ['connect ECONNREFUSED', 'connect ECONNREFUSED', 'connect ECONNREFUSED', 'timeout', null];
    const logged: string[] = [];
    let polls = 0;
    let finished: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const relay = new OutboxRelay({
      store: {
        ...store,
        claimDeliveries: async () => {
          const failure = failures[Math.min(polls++, failures.length - 1)];
          if (failure) throw new Error(failure);
          return [];
        },
      } as IntakeStore,
      maxAttempts: 4,
      baseDelayMs: 1000,
      timeoutMs: 500,
      log: (message) => logged.push(message),
      sleep: async () => {
        if (polls >= failures.length) finished();
      },
    });
    relay.start();
    await done;
    await relay.stop();
    expect(logged).toEqual(['intake relay: connect ECONNREFUSED', 'intake relay: timeout']);
  });
});
