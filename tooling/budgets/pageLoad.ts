/** What the budget check reads from a page load in the browser (the Resource and Paint Timing APIs). */
export type ResourceEntry = { name: string; startTime: number; encodedBodySize: number };

const FONT_FILE = /\.(?:woff2?|ttf|otf)(?:[?#]|$)/i;

/** Bytes of the font files whose request started before the first paint (`firstPaint`, ms). */
export const fontBytesBefore = (resources: ResourceEntry[], firstPaint: number) =>
  resources
    .filter((entry) => FONT_FILE.test(entry.name) && entry.startTime < firstPaint)
    .reduce((sum, entry) => sum + entry.encodedBodySize, 0);

/** Requests (http or https) to an origin other than the site's. */
export const isThirdParty = (url: string, siteOrigin: string) =>
  /^https?:/.test(url) && new URL(url).origin !== siteOrigin;
