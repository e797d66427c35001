/**
 * The value the outermost of `trustedHops` reverse proxies wrote in a forwarding header that each proxy appends
 * to (`X-Forwarded-For`, `X-Forwarded-Host`): the entry that many places from the right, never what the client
 * wrote before it. Undefined with no trusted proxy (`INTAKE_TRUSTED_PROXY_HOPS=0`: the header is the client's own
 * words) or no entry.
 */
export function trustedForwarded(header: string | null, trustedHops: number): string | undefined {
  if (trustedHops === 0) return undefined;
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? undefined : entries[Math.max(0, entries.length - trustedHops)];
}
