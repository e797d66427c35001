import { expect, test as base, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/afterFirstPaint';

type Load = (options?: {
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
}) => ReturnType<Page['reload']>;

/** `load`, which then waits for the page it loaded to hydrate, unless the caller names a load state. */
function untilHydrated(page: Page, load: Load): Load {
  return async (options) => {
    const response = await load(options);
    const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (isPage && options?.waitUntil === undefined) {
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    }
    return response;
  };
}

/**
 * Playwright's `test`, with a `page.goto` and `page.reload` that return once the page they load has hydrated
 * (with JavaScript on). A page's scripts start after its first paint (lib/hydration/afterFirstPaint.ts), so its
 * load event can come before its buttons answer; a visitor reads before they act, a test acts at once. A test of
 * the page before it hydrates names the load state it waits for (`{ waitUntil: 'load' }`) and gets only that.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = (url, options) =>
        untilHydrated(page, (loadOptions) => goto(url, { ...options, ...loadOptions }))(options);
      page.reload = untilHydrated(page, page.reload.bind(page));
    }
    await provide(page);
  },
});
