'use client';

import { useSyncExternalStore } from 'react';
import { decodePath } from '@/lib/requestedPath';

const subscribe = () => () => {};

/**
 * The path the visitor asked for. The not-found page is prerendered once, so
 * the path is read in the browser; the server snapshot is empty so hydration
 * never mismatches.
 */
export default function RequestedPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  return <>{decodePath(path)}</>;
}
