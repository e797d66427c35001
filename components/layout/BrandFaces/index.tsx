'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BRAND_FACES_ATTRIBUTE, fetchBrandFaces, showBrandFacesIfLoaded } from '@/lib/fonts/brandFaces';
import { afterLoadWhenIdle } from '@/lib/prefetch/viewport';

/**
 * Fetches the brand faces once the landing page has loaded and the browser is idle, and shows them from the
 * next page on: the switch happens as a client navigation commits the new page, before it is painted
 * (lib/fonts/brandFaces.ts). `display` and `text` are the faces' font-family names. Renders nothing.
 */
export default function BrandFaces({ display, text }: { display: string; text: string }) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (document.documentElement.hasAttribute(BRAND_FACES_ATTRIBUTE)) return;
    return afterLoadWhenIdle(window, () => void fetchBrandFaces(document.fonts, [display, text]));
  }, [display, text]);

  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    showBrandFacesIfLoaded(document.documentElement, document.fonts, [display, text]);
  }, [pathname, display, text]);

  return null;
}
