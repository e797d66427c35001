// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callingCode } from '@/lib/country/callingCodes';
import { fetchCountry, phonePrefix } from '@/lib/country';

const URL = 'https://geo.example.com/country';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fetchCountry', () => {
  it('GETs the configured URL and reads the country field of an ok reply', async () => {
    const get = vi.fn(async () => json({ country: 'RO', city: 'Cluj-Napoca' }));
    await expect(fetchCountry(URL, { fetch: get })).resolves.toBe('RO');
    expect(get).toHaveBeenCalledWith(URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('is null with a warning when the reply is not ok', async () => {
    await expect(fetchCountry(URL, { fetch: async () => json({ country: 'RO' }, 503) })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Country lookup answered 503');
  });

  it('is null when the reply has no country', async () => {
    await expect(fetchCountry(URL, { fetch: async () => json({ ip: '203.0.113.7' }) })).resolves.toBeNull();
  });

  it('is null with a warning when the call fails', async () => {
    const failure = new TypeError('fetch failed');
    await expect(fetchCountry(URL, { fetch: async () => Promise.reject(failure) })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Country lookup failed', failure);
  });

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    const result = fetchCountry(URL, { fetch: hanging });
    await vi.advanceTimersByTimeAsync(5000 - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Country lookup timed out after 5000 ms', expect.anything());
  });
});

describe('phonePrefix', () => {
  it('turns the country into its international prefix', async () => {
    await expect(phonePrefix(URL, { fetch: async () => json({ country: 'ro' }) })).resolves.toBe('+40');
    await expect(phonePrefix(URL, { fetch: async () => json({ country: 'GB' }) })).resolves.toBe('+44');
  });

  it('fetches nothing without a URL, and is null for an unknown country', async () => {
    const get = vi.fn(async () => json({ country: 'RO' }));
    await expect(phonePrefix('', { fetch: get })).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
    await expect(phonePrefix(URL, { fetch: async () => json({ country: 'Atlantis' }) })).resolves.toBeNull();
  });
});

describe('callingCode', () => {
  it.each([
    ['US', '1'],
    ['CA', '1'],
    ['RU', '7'],
    ['DE', '49'],
    ['MD', '373'],
    ['IE', '353'],
    ['AE', '971'],
  ])('%s → %s', (country, code) => expect(callingCode(country)).toBe(code));
});
