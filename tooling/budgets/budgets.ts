/**
 * The performance budgets `npm test` checks after the build (scripts/budgets.mjs), in one place. Only
 * deterministic figures are gated; the timings (LCP, TBT) are noisy and belong to the benchmark.
 * KB means 1024 bytes.
 */
export const KB = 1024;

export const budgets = {
  /**
   * Compressed JavaScript of a page: every script its built HTML loads (module scripts and script
   * preloads; not the nomodule polyfills modern browsers skip), each gzipped at level 9.
   * The Next.js runtime alone is about 123 KB; content pages are about 152 KB. A form may add at most
   * 35 KB to its page: the form pages are about 173 KB, their checks (zod and the schemas, 17 KB) loading
   * only when a visitor starts on the form.
   */
  javascript: { contentPage: 160 * KB, formPage: 185 * KB },
  /** The pages with a form, whose validation and upload code earns them the larger JavaScript budget. */
  formPages: ['/contact', '/apply-job'] as readonly string[],
  /**
   * A page's HTML as built, uncompressed (the inline RSC payload counts): home, the largest, was 126 KB, and
   * 112 KB once the hills-and-pines artwork became shared files. Since the stylesheets are inlined
   * (`inlineCss`), the styles a page uses (about 30-45 KB) are in it twice, in its <style> and in the RSC
   * payload that client navigations read: home is 197 KB (36 KB gzipped). A post's body is in it twice too, as
   * markup and in the payload: the Nuxt post with nine highlighted code samples is 225 KB (42 KB gzipped), the
   * longest of the site, with room for a longer one before an editor's post is refused for its length.
   */
  html: 256 * KB,
  /**
   * Font files whose request starts before the first paint, on a first visit (their encoded bytes): the lead cuts
   * of the two brand faces every page preloads (app/(site)/fonts.ts), 43.7 KB, so the page a visitor lands on is
   * drawn in them. Until 27 November the landing page was drawn in system faces (0 KB); before that, both full faces
   * (55.7 KB) were requested ahead of the first paint.
   */
  fontsBeforeFirstPaint: 45 * KB,
  /** Lighthouse category scores every template must reach (SEO is not asked of noindex pages). */
  scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
} as const;

export type Budgets = typeof budgets;
export type ScoredCategory = keyof Budgets['scores'];
export const scoredCategories = Object.keys(budgets.scores) as ScoredCategory[];
