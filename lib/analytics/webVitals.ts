// Loaded only after consent, at idle time (components/consent/Analytics): the `web_vitals` event's mapping
// lives here rather than in ./events, which every page loads.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { parameterText, pathOnly, type EventParameters } from './events';
import { track } from './track';

/** CLS is a unitless score that matters to the fourth decimal; the others are milliseconds, whole ones are enough. */
const roundMetric = (name: MetricWithAttribution['name'], value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** The element a metric is attributed to, as a CSS selector: none for FCP and TTFB. */
function metricTarget(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/**
 * A Web Vital as web-vitals reports it: rounded values, the attributed element, and the path of the page
 * load it measures (a hard load; INP and CLS can arrive after the visitor has moved on client-side).
 */
export function webVitalsParameters(metric: MetricWithAttribution, pageUrl: string): EventParameters<'web_vitals'> {
  return {
    metric_name: metric.name,
    metric_value: roundMetric(metric.name, metric.value),
    metric_delta: roundMetric(metric.name, metric.delta),
    metric_id: metric.id,
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    metric_target: parameterText(metricTarget(metric)),
    page_path: pathOnly(metric.navigationURL ?? pageUrl),
  };
}

let started = false;

/**
 * Pushes the page load's LCP, INP, CLS, FCP and TTFB as `web_vitals` events, starting once per page life
 * (a second start would push every metric twice). web-vitals cannot stop its observers, so consent
 * withdrawn later is honoured by `track`, which drops every push without it.
 */
export function reportWebVitals(): boolean {
  if (started) return false;
  started = true;
  const report = (metric: MetricWithAttribution) =>
    track('web_vitals', webVitalsParameters(metric, window.location.href));
  for (const onMetric of [onLCP, onINP, onCLS, onFCP, onTTFB]) onMetric(report);
  return true;
}
