/**
 * Figures read from a Lighthouse result (LHR, Lighthouse 12): what the benchmark tabulates and what the
 * budget check gates. Only the fields read here are typed.
 */

export type NetworkRequest = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** Milliseconds after the first request started (network-requests audit). */
  networkRequestTime?: number;
};

type Audit = {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { items?: unknown[]; debugData?: { networkStartTimeTs?: number } };
};

export type LighthouseResult = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

/** One benchmark run of one page. Times in ms, bytes as transferred (compressed), score 0-100. */
export type RunFigures = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  firstPaint: number;
  jsBytes: number;
  htmlBytes: number;
  fontBytes: number;
  requests: number;
};

type ObservedMetrics = { observedFirstPaint?: number; observedFirstPaintTs?: number };

function audit(lhr: LighthouseResult, id: string): Audit {
  const found = lhr.audits[id];
  if (!found) throw new Error(`Lighthouse result has no "${id}" audit`);
  return found;
}

function numeric(lhr: LighthouseResult, id: string): number {
  const value = audit(lhr, id).numericValue;
  if (value === undefined) throw new Error(`Lighthouse audit "${id}" has no value`);
  return value;
}

export const networkRequests = (lhr: LighthouseResult) =>
  (audit(lhr, 'network-requests').details?.items ?? []) as NetworkRequest[];

const observedMetrics = (lhr: LighthouseResult) =>
  ((audit(lhr, 'metrics').details?.items ?? [])[0] ?? {}) as ObservedMetrics;

const bytesOf = (requests: NetworkRequest[], type: string) =>
  requests.filter((request) => request.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

/** Score of a category, 0-100. */
export function categoryScore(lhr: LighthouseResult, category: string): number {
  const score = lhr.categories[category]?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(score * 100);
}

/** Throws when Lighthouse could not measure the page at all. */
export function assertMeasured(lhr: LighthouseResult) {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
}

export function runFigures(lhr: LighthouseResult): RunFigures {
  assertMeasured(lhr);
  const requests = networkRequests(lhr);
  const firstPaint = observedMetrics(lhr).observedFirstPaint;
  if (firstPaint === undefined) throw new Error('Lighthouse observed no first paint');
  return {
    performance: categoryScore(lhr, 'performance'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    firstPaint,
    jsBytes: bytesOf(requests, 'Script'),
    htmlBytes: bytesOf(requests, 'Document'),
    fontBytes: bytesOf(requests, 'Font'),
    requests: requests.length,
  };
}

type ConsoleError = { description?: string; sourceLocation?: { url?: string } };

/**
 * Whether an audit's failure is only the document's own error status logged to the console: the 404
 * page answers 404 on purpose, and the browser reports that as a console error.
 */
function onlyOwnStatusError(lhr: LighthouseResult, id: string): boolean {
  if (id !== 'errors-in-console') return false;
  const items = (lhr.audits[id]?.details?.items ?? []) as ConsoleError[];
  return (
    items.length > 0 &&
    items.every(
      (item) => item.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 4\d\d/.test(item.description ?? ''),
    )
  );
}

/**
 * A category's score (0-100) and the audits that kept it below 100, not counting the 404 page's own
 * status error (the score is computed again without it, with Lighthouse's weights).
 */
export function categoryResult(lhr: LighthouseResult, category: string): { score: number; failing: string[] } {
  const refs = lhr.categories[category]?.auditRefs;
  if (!refs) throw new Error(`Lighthouse result has no ${category} category`);
  let weighted = 0;
  let weights = 0;
  const failing: string[] = [];
  for (const ref of refs) {
    const found = lhr.audits[ref.id];
    if (!found || found.score === null || ref.weight === 0) continue;
    const score = onlyOwnStatusError(lhr, ref.id) ? 1 : found.score;
    if (score < 1) failing.push(ref.id);
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  return { score: weights === 0 ? 100 : Math.round((weighted / weights) * 100), failing };
}
