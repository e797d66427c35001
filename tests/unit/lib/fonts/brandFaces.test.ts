import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_FACES_ATTRIBUTE,
  brandFacesBootstrapScript,
  brandFamily,
  fallbackStack,
  fetchBrandFaces,
  fontStackRules,
  showBrandFacesIfLoaded,
} from '@/lib/fonts/brandFaces';

const displayStack = "'displayFont', 'Display fallback Times New Roman', 'Display fallback Noto Serif', serif";
const textStack = "'textFont', 'Text fallback Arial', 'Text fallback Roboto', sans-serif";

describe('font stacks', () => {
  it('draws a page in the metric-matched fallbacks until <html> asks for the brand faces', () => {
    expect(fallbackStack('display')).toBe('"Display fallback Times New Roman","Display fallback Noto Serif",serif');
    expect(fallbackStack('text')).toBe('"Text fallback Arial","Text fallback Roboto",sans-serif');
    expect(fontStackRules({ display: displayStack, text: textStack })).toBe(
      ':root{--font-display:"Display fallback Times New Roman","Display fallback Noto Serif",serif;' +
        '--font-text:"Text fallback Arial","Text fallback Roboto",sans-serif}' +
        `:root[data-brand-faces]{--font-display:${displayStack};--font-text:${textStack}}`,
    );
  });

  it("reads the brand face's family from next/font's stack", () => {
    expect(brandFamily(displayStack)).toBe("'displayFont'");
  });
});

describe('the head script', () => {
  const run = (referrer: string) => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    new Function(brandFacesBootstrapScript())();
    return document.documentElement.hasAttribute(BRAND_FACES_ATTRIBUTE);
  };

  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(BRAND_FACES_ATTRIBUTE);
  });

  it('shows the brand faces on a page reached from another page of the site', () => {
    expect(run(`${location.origin}/services`)).toBe(true);
  });

  it('starts in the fallbacks on a page reached from elsewhere, or typed in', () => {
    expect(run('https://www.google.com/')).toBe(false);
    expect(run('')).toBe(false);
  });
});

describe('fetching and showing the faces', () => {
  const families = ["'displayFont'", "'textFont'"];

  it('asks the browser to load each face', async () => {
    const load = vi.fn().mockResolvedValue([]);
    await fetchBrandFaces({ load }, families);
    expect(load.mock.calls).toEqual([["1em 'displayFont'"], ["1em 'textFont'"]]);
  });

  it('settles without an error when a face cannot be fetched', async () => {
    const load = vi.fn().mockRejectedValue(new DOMException('offline', 'NetworkError'));
    await expect(fetchBrandFaces({ load }, families)).resolves.toBeUndefined();
  });

  it('switches only once every face is loaded', () => {
    const root = document.createElement('html');
    const loaded = new Set(["1em 'displayFont'"]);
    const fonts = { check: (font: string) => loaded.has(font) };
    expect(showBrandFacesIfLoaded(root, fonts, families)).toBe(false);
    expect(root.hasAttribute(BRAND_FACES_ATTRIBUTE)).toBe(false);
    loaded.add("1em 'textFont'");
    expect(showBrandFacesIfLoaded(root, fonts, families)).toBe(true);
    expect(root.hasAttribute(BRAND_FACES_ATTRIBUTE)).toBe(true);
  });
});
