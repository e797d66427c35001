'use client';

import { useEffect } from 'react';
import { startBuildWatcher } from '@/lib/build-update/browser';

/**
 * Watches, from about a second after load, for a newer build of the site than the one this page
 * came from (then every few minutes and when the tab is shown again); once one is out, the next
 * link followed loads the page in full. A script that fails to load reloads the page. Renders nothing.
 */
export default function BuildUpdate({ buildId }: { buildId: string }) {
  useEffect(() => startBuildWatcher(buildId), [buildId]);
  return null;
}
