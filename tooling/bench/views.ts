/**
 * The benchmark's views: the same pages measured under different harness settings, so that what the
 * page does can be told apart from what headless Chromium and Lighthouse's model add.
 */

export const VIEW_NAMES = ['default', 'no-paint-holding', 'devtools'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

export type View = {
  /** One sentence for results.json and bench/README.md: how this view measures. */
  settings: string;
  /** Chromium features turned off on top of chrome-launcher's defaults. */
  disabledFeatures: string[];
  /** Lighthouse settings on top of its mobile defaults. */
  lighthouse: { throttlingMethod?: 'devtools' };
};

export const views: Record<ViewName, View> = {
  default: {
    settings: 'Lighthouse mobile defaults (simulated throttling), a fresh Chromium per run, pages interleaved',
    disabledFeatures: [],
    lighthouse: {},
  },
  'no-paint-holding': {
    // Headless Chromium holds the first frame until the compositor's first frame requests are answered;
    // without PaintHolding the page's own first paint shows.
    settings:
      'Lighthouse mobile defaults (simulated throttling), Chromium with --disable-features=PaintHolding, ' +
      'a fresh Chromium per run, pages interleaved',
    disabledFeatures: ['PaintHolding'],
    lighthouse: {},
  },
  devtools: {
    // Lighthouse's mobile throttling applied for real: 4x CPU slow-down, 562.5 ms request latency,
    // 1,475 kbit/s down (constants.js, mobileSlow4G), so first paint, FCP and TBT are measured, not modelled.
    settings:
      'Lighthouse mobile with DevTools throttling (real 4x CPU slow-down and network shaping, mobileSlow4G), ' +
      'a fresh Chromium per run, pages interleaved',
    disabledFeatures: [],
    lighthouse: { throttlingMethod: 'devtools' },
  },
};

/**
 * The pages the extra views measure unless --pages says otherwise: one of each kind of template (landing,
 * service, article, list, form), the floor and the reference.
 */
export const VIEW_SUBSET = ['home', 'service', 'post', 'jobs', 'contact', 'next-floor', 'reference'];

/**
 * The page names a view measures, in the order of `known` (ours, the floor, the reference, then the
 * peers): the pages chosen with --pages, else every page in the default view and the subset in the
 * others; and every peer's pages, since a peer is only given to be measured.
 */
export function pagesOfView(view: ViewName, known: readonly string[], peers: readonly string[], chosen?: string[]) {
  const wanted = [...(chosen ?? (view === 'default' ? known : VIEW_SUBSET)), ...peers];
  return known.filter((name) => wanted.includes(name));
}

/**
 * The one --disable-features flag for a launch: Chromium reads only the last --disable-features it is
 * given, so the features of chrome-launcher's default flag are kept beside the view's own.
 */
export function disableFeaturesFlag(defaultFlags: readonly string[], features: readonly string[]): string[] {
  if (features.length === 0) return [];
  const prefix = '--disable-features=';
  const defaults =
    defaultFlags
      .find((flag) => flag.startsWith(prefix))
      ?.slice(prefix.length)
      .split(',') ?? [];
  return [prefix + [...defaults, ...features].join(',')];
}
