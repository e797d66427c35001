'use client';

import { useEffect, useSyncExternalStore } from 'react';
import NotFoundView from '@/components/errors/NotFoundView';
import PreviewProblem from '@/components/errors/PreviewProblem';
import { currentBuildWatcher } from '@/lib/build-update/browser';
import { isBot } from '@/lib/bots';

const subscribe = () => () => {};

/**
 * What a runtime error shows: the 404 view for visitors, the error's message under `npm run dev`. Search and preview
 * bots are never shown it, so an error can't get indexed as the page. A
 * script that failed to load (a newer build replaced it) reloads the page instead.
 */
export default function ErrorView({ error }: { error: Error & { digest?: string } }) {
  const bot = useSyncExternalStore(
    subscribe,
    () => isBot(navigator.userAgent),
    () => false,
  );

  useEffect(() => {
    if (currentBuildWatcher()?.recover(error)) return;
    console.warn('Rendering failed; showing the not-found view instead.', error.digest ?? error.message);
  }, [error]);

  // The editor's preview says what is wrong (a broken entry's file and problem); visitors get the 404 view.
  if (process.env.NODE_ENV === 'development') return <PreviewProblem message={error.message} />;
  return bot ? null : <NotFoundView />;
}
