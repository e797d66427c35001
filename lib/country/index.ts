/**
 * The visitor's country from the configured lookup (`NEXT_PUBLIC_COUNTRY_API_URL`, docs/configuration.md): GET the URL, read `country` from
 * the JSON reply; `null` when the reply is not ok, has no country, the call fails or it takes longer
 * than the time-out (5000 ms, applied here although the original left it unused). Failures are logged
 * as a warning and never thrown: a form never waits for, or breaks on, this lookup.
 */
const COUNTRY_TIMEOUT_MS = 5000;

type LookupOptions = { timeoutMs?: number; fetch?: typeof fetch };

export async function fetchCountry(url: string, options: LookupOptions = {}): Promise<string | null> {
  const { timeoutMs = COUNTRY_TIMEOUT_MS, fetch: get = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await get(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) {
      console.warn(`Country lookup answered ${response.status}`);
      return null;
    }
    const body: unknown = await response.json();
    const country = (body as { country?: unknown } | null)?.country;
    return typeof country === 'string' && country.trim() !== '' ? country.trim() : null;
  } catch (error) {
    console.warn(
      controller.signal.aborted ? `Country lookup timed out after ${timeoutMs} ms` : 'Country lookup failed',
      error,
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The international prefix (`+40`) of the visitor's country, or `null`. Nothing is fetched without a
 * URL; the table of calling codes is loaded only once a country is known.
 */
export async function phonePrefix(url: string, options: LookupOptions = {}): Promise<string | null> {
  if (!url) return null;
  const country = await fetchCountry(url, options);
  if (!country) return null;
  const { callingCode } = await import('./callingCodes');
  const code = callingCode(country);
  return code ? `+${code}` : null;
}
