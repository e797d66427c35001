import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { webVitalsParameters } from './events';
import { track } from './track';

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
