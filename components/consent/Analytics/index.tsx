'use client';

import { useEffect } from 'react';
import { loadChat, whenIdleOrInteraction } from '@/lib/analytics/chat';
import { getInTouchClickParameters } from '@/lib/analytics/events';
import { isContactLink, track } from '@/lib/analytics/track';
import { afterLoadWhenIdle } from '@/lib/prefetch/viewport';
import { useConsent } from '@/components/consent/ConsentProvider';

type AnalyticsProps = { gtmId: string; hotjarSiteId: string; chatAccountId: string };

/**
 * Starts the third parties once the visitor accepts Targeting & Advertising,
 * and never before. Renders nothing.
 */
export default function Analytics({ gtmId, hotjarSiteId, chatAccountId }: AnalyticsProps) {
  const { choice } = useConsent();
  const accepted = choice === true;

  useEffect(() => {
    if (!accepted) return;
    // Imported on demand: visitors who never accept never download the tag libraries.
    if (gtmId) void import('@/lib/analytics/gtm').then(({ loadGtm }) => loadGtm(gtmId));
    if (hotjarSiteId) void import('@/lib/analytics/hotjar').then(({ startHotjar }) => startHotjar(hotjarSiteId));
    // Web Vitals are for the tag manager; web-vitals reads the browser's buffered entries, so starting late
    // (after load, when idle) still reports this page load's LCP, FCP and TTFB.
    const cancelWebVitals = gtmId
      ? afterLoadWhenIdle(
          window,
          () => void import('@/lib/analytics/webVitals').then((vitals) => vitals.reportWebVitals()),
        )
      : undefined;
    const cancelChat = whenIdleOrInteraction(() => loadChat(chatAccountId));
    return () => {
      cancelWebVitals?.();
      cancelChat();
    };
  }, [accepted, gtmId, hotjarSiteId, chatAccountId]);

  // One delegated listener: any link to /contact counts ('Let's Talk', 'Get In Touch', the banner, 'Request A Quote'),
  // read in the capture phase, before the navigation changes the page it was clicked on.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && isContactLink(link.href, window.location.origin)) {
        track('get_in_touch_click', getInTouchClickParameters(link, window.location.href));
      }
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
