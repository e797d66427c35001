'use client';

import { useEffect } from 'react';
import { captureAttribution } from '@/lib/attribution';

/**
 * Stores where this visit began (UTM parameters, landing page, first-visit time) once per page load,
 * when the browser is idle: nothing on the critical path, nothing rendered, nothing sent anywhere.
 * A form takes it along only when the visitor sends it.
 */
export default function AttributionCapture() {
  useEffect(() => {
    // The address is taken now, as the page loads: by the time the browser is idle the visitor may
    // already have followed a link to another page of the site. The visit began when the browser
    // started loading this document, seconds before hydration on a slow phone.
    const landingPage = window.location.href;
    const firstVisitAt = new Date(performance.timeOrigin);
    const capture = () => captureAttribution(landingPage, firstVisitAt);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(capture, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(capture, 0);
    return () => clearTimeout(id);
  }, []);
  return null;
}
