import type { Config } from '@/lib/config';

/** The parts of the runtime configuration that decide what a page may load, send to and post to. */
export type PolicyConfig = Pick<
  Config,
  'gtmId' | 'hotjarSiteId' | 'chatAccountId' | 'countryApiUrl' | 'leadEndpoint' | 'applicationEndpoint'
>;

/** Directive name → its source expressions, in the order they are written out. */
export type Directives = Record<string, readonly string[]>;

type VendorSources = Partial<Record<string, readonly string[]>>;

/**
 * Hosts each integration needs once the visitor has accepted. Script hosts only matter to browsers
 * without `'strict-dynamic'` (which ignores host lists); newer ones trust what an allowed script adds.
 */
export const VENDOR_SOURCES = {
  // Google Tag Manager and the Google Analytics 4 tags a container usually holds.
  gtm: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  // Hotjar: the loader from static.hotjar.com, modules from script.hotjar.com, data to *.hotjar.com/io.
  hotjar: {
    'script-src': ['https://*.hotjar.com'],
    'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    'img-src': ['https://*.hotjar.com'],
    'font-src': ['https://*.hotjar.com'],
    'style-src': ['https://*.hotjar.com'],
    'frame-src': ['https://*.hotjar.com'],
  },
  // Drift: the loader and widget frame from js.driftt.com, the conversation API and socket on drift.com.
  chat: {
    'script-src': ['https://js.driftt.com'],
    'connect-src': ['https://*.drift.com', 'wss://*.drift.com', 'https://*.driftt.com'],
    'img-src': ['https://*.drift.com', 'https://*.driftt.com'],
    'font-src': ['https://js.driftt.com'],
    'style-src': ['https://js.driftt.com'],
    'frame-src': ['https://js.driftt.com', 'https://*.drift.com'],
    'media-src': ['https://js.driftt.com'],
  },
} as const satisfies Record<string, VendorSources>;

/**
 * The origin a configured URL points to, or `undefined` for a path on this site (already `'self'`)
 * or anything that is not an http(s) URL.
 */
export function endpointOrigin(endpoint: string): string | undefined {
  if (!/^https?:\/\//i.test(endpoint)) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The policy of an HTML page. `scriptSources` are the page's own hash sources (its inline scripts
 * and the integrity of its `<script src>` tags) plus those of the bootstrap snippets the configured
 * tag libraries insert; with `'strict-dynamic'` whatever those scripts add is trusted too. Without
 * it (`strictDynamic: false`, for a page with a script no hash can allow) `'self'` and the vendors'
 * hosts allow scripts by address instead.
 */
export function pageDirectives(
  config: PolicyConfig,
  scriptSources: readonly string[],
  { strictDynamic = true }: { strictDynamic?: boolean } = {},
): Directives {
  const vendors: VendorSources[] = [
    config.gtmId ? VENDOR_SOURCES.gtm : {},
    config.hotjarSiteId ? VENDOR_SOURCES.hotjar : {},
    config.chatAccountId ? VENDOR_SOURCES.chat : {},
  ];
  const from = (directive: string) => vendors.flatMap((vendor) => vendor[directive] ?? []);
  const forms = [endpointOrigin(config.leadEndpoint), endpointOrigin(config.applicationEndpoint)];
  const frames = from('frame-src');
  const media = from('media-src');

  return {
    'default-src': ["'self'"],
    'script-src': unique([
      ...scriptSources,
      strictDynamic ? "'strict-dynamic'" : undefined,
      "'self'",
      // The site search compiles Pagefind's WebAssembly (public/pagefind/); this allows that and no eval.
      "'wasm-unsafe-eval'",
      ...from('script-src'),
    ]),
    // React's style props and the vendors' widgets set inline styles; no script runs from a style.
    'style-src': unique(["'self'", "'unsafe-inline'", ...from('style-src')]),
    'img-src': unique(["'self'", 'data:', ...from('img-src')]),
    'font-src': unique(["'self'", ...from('font-src')]),
    'connect-src': unique(["'self'", ...forms, endpointOrigin(config.countryApiUrl), ...from('connect-src')]),
    ...(media.length > 0 && { 'media-src': unique(["'self'", ...media]) }),
    'frame-src': frames.length > 0 ? unique(frames) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...forms]),
    'frame-ancestors': ["'none'"],
  };
}

/** Directives for anything that is not a page (API answers, files): nothing may load or run. */
export const RESOURCE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Headers every response carries, whatever it is. */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
] as const;
