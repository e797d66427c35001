import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { EVENT_PARAMETERS } from '@/lib/analytics/events';
import { webVitalsParameters } from '@/lib/analytics/webVitals';

/** A metric as web-vitals' attribution build reports it, with only the fields the event reads filled in. */
const metric = (fields: Partial<MetricWithAttribution>) =>
  ({
    value: 0,
    delta: 0,
    id: 'v6-1764170000000-1234567890123',
    rating: 'good',
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: 'https://www.wolfpack-digital.com/services/web-development',
    entries: [],
    attribution: {},
    ...fields,
  }) as MetricWithAttribution;

const pageUrl = 'https://www.wolfpack-digital.com/services/web-development';

describe('webVitalsParameters', () => {
  it('pushes every parameter of the event, whatever the metric', () => {
    const lcp = metric({
      name: 'LCP',
      value: 1234.5678,
      delta: 1234.5678,
      rating: 'needs-improvement',
      attribution: { target: 'main>section.hero>p.intro', timeToFirstByte: 40, resourceLoadDelay: 0 },
    } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(lcp, pageUrl)).toEqual({
      metric_name: 'LCP',
      metric_value: 1235,
      metric_delta: 1235,
      metric_id: 'v6-1764170000000-1234567890123',
      metric_rating: 'needs-improvement',
      navigation_type: 'navigate',
      metric_target: 'main>section.hero>p.intro',
      page_path: '/services/web-development',
    });
  });

  // Milliseconds as whole numbers, CLS to four decimals; the attributed element where the metric has one.
  it.each([
    ['LCP', 2500.5, 0.4, { target: 'main>h1' }, 2501, 0, 'main>h1'],
    ['INP', 208, 208, { interactionTarget: 'header>nav>button#menu' }, 208, 208, 'header>nav>button#menu'],
    ['CLS', 0.123456, 0.000049, { largestShiftTarget: 'footer>div.inner' }, 0.1235, 0, 'footer>div.inner'],
    ['FCP', 87.4, 87.4, { timeToFirstByte: 12 }, 87, 87, undefined],
    ['TTFB', 12.6, 12.6, { requestDuration: 9 }, 13, 13, undefined],
  ] as const)('%s %s (delta %s) is pushed rounded with its target', (name, value, delta, attribution, ...expected) => {
    const parameters = webVitalsParameters(
      metric({ name, value, delta, attribution } as Partial<MetricWithAttribution>),
      pageUrl,
    );
    expect([parameters.metric_value, parameters.metric_delta, parameters.metric_target]).toEqual(expected);
    expect(parameters.metric_name).toBe(name);
    expect(Object.keys(parameters)).toEqual([...EVENT_PARAMETERS.web_vitals]);
  });

  it('passes on the rating and how the page was opened', () => {
    const inp = metric({
      name: 'INP',
      rating: 'poor',
      navigationType: 'back-forward-cache',
    } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(inp, pageUrl)).toMatchObject({
      metric_rating: 'poor',
      navigation_type: 'back-forward-cache',
    });
  });

  it('reports the path of the page load it measured, never its query string, even after a client navigation', () => {
    const lcp = metric({
      name: 'LCP',
      navigationURL: 'https://www.wolfpack-digital.com/contact?email=ana%40example.com#form',
      attribution: { target: 'h1' },
    } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(lcp, 'https://www.wolfpack-digital.com/jobs').page_path).toBe('/contact');
  });

  it('falls back to the current page where the browser has no navigation entry', () => {
    const fcp = metric({ name: 'FCP', navigationURL: undefined } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(fcp, 'https://www.wolfpack-digital.com/jobs?utm_source=x').page_path).toBe('/jobs');
  });

  it('cuts a long selector to GA4’s 100 characters and leaves out an empty one', () => {
    const long = 'html>body>' + 'div.index-module__wrapper>'.repeat(10) + 'p';
    const lcp = metric({ name: 'LCP', attribution: { target: long } } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(lcp, pageUrl).metric_target).toBe(long.slice(0, 100));
    const cls = metric({ name: 'CLS', attribution: { largestShiftTarget: '' } } as Partial<MetricWithAttribution>);
    expect(webVitalsParameters(cls, pageUrl).metric_target).toBeUndefined();
  });
});

type Report = (metric: MetricWithAttribution) => void;
const reporters: Record<string, Report[]> = {};
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: Report) => void (reporters[name] = [...(reporters[name] ?? []), report]);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

/** What web-vitals would do when the metric is known: call every reporter registered for it. */
const emit = (fields: Partial<MetricWithAttribution> & Pick<MetricWithAttribution, 'name'>) =>
  (reporters[fields.name] ?? []).forEach((report) => report(metric(fields)));

describe('reportWebVitals', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const name of Object.keys(reporters)) delete reporters[name];
  });
  afterEach(() => {
    delete window.dataLayer;
    document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('listens for the five metrics once per page life, however often it is started', async () => {
    const { reportWebVitals } = await import('@/lib/analytics/webVitals');
    expect(reportWebVitals()).toBe(true);
    expect(reportWebVitals()).toBe(false);
    expect(Object.fromEntries(Object.entries(reporters).map(([name, list]) => [name, list.length]))).toEqual({
      LCP: 1,
      INP: 1,
      CLS: 1,
      FCP: 1,
      TTFB: 1,
    });
  });

  it('pushes a web_vitals event per metric with consent, and nothing once consent is withdrawn', async () => {
    document.cookie = 'consent-status=true; path=/';
    const { reportWebVitals } = await import('@/lib/analytics/webVitals');
    reportWebVitals();
    emit({ name: 'TTFB', value: 12.3, delta: 12.3 });
    emit({ name: 'LCP', value: 640.2, delta: 640.2, attribution: { target: 'h1' } } as Partial<MetricWithAttribution> &
      Pick<MetricWithAttribution, 'name'>);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'web_vitals', metric_name: 'TTFB', metric_value: 12 }),
      expect.objectContaining({ event: 'web_vitals', metric_name: 'LCP', metric_value: 640, metric_target: 'h1' }),
    ]);
    document.cookie = 'consent-status=false; path=/';
    emit({ name: 'CLS', value: 0.02, delta: 0.02 });
    expect(window.dataLayer).toHaveLength(2);
  });

  it('pushes nothing without consent', async () => {
    const { reportWebVitals } = await import('@/lib/analytics/webVitals');
    reportWebVitals();
    emit({ name: 'FCP', value: 300, delta: 300 });
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
