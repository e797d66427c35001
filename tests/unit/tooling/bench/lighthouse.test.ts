import { describe, expect, it } from 'vitest';
import { categoryResult, runFigures, type LighthouseResult } from '@/tooling/bench/lighthouse';

const URL_404 = 'http://127.0.0.1:3104/no-such-page';
const ownStatus = {
  source: 'network',
  description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
  sourceLocation: { url: URL_404 },
};

/** The best-practices part of a Lighthouse result, with the console errors given. */
function bestPractices(consoleErrors: object[]): LighthouseResult {
  return {
    finalDisplayedUrl: URL_404,
    categories: {
      'best-practices': {
        score: consoleErrors.length > 0 ? 0.96 : 1,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'image-aspect-ratio', weight: 1 },
          { id: 'is-on-https', weight: 5 },
          { id: 'geolocation-on-start', weight: 0 },
          { id: 'valid-source-maps', weight: 0 },
        ],
      },
    },
    audits: {
      'errors-in-console': { score: consoleErrors.length > 0 ? 0 : 1, details: { items: consoleErrors } },
      'image-aspect-ratio': { score: 1 },
      'is-on-https': { score: null, scoreDisplayMode: 'notApplicable' },
      'geolocation-on-start': { score: 0 },
      'valid-source-maps': { score: 0 },
    },
  };
}

describe('categoryResult', () => {
  it('scores like Lighthouse and names the weighted audits that failed', () => {
    const otherError = { description: 'TypeError: x is undefined', sourceLocation: { url: `${URL_404}.js` } };
    expect(categoryResult(bestPractices([otherError]), 'best-practices')).toEqual({
      score: 50,
      failing: ['errors-in-console'],
    });
    expect(categoryResult(bestPractices([]), 'best-practices')).toEqual({ score: 100, failing: [] });
  });

  it("does not count the 404 page's own status, which the browser logs as a console error", () => {
    expect(categoryResult(bestPractices([ownStatus]), 'best-practices')).toEqual({ score: 100, failing: [] });
    const another = { ...ownStatus, sourceLocation: { url: 'http://127.0.0.1:3104/missing.png' } };
    expect(categoryResult(bestPractices([ownStatus, another]), 'best-practices').failing).toEqual([
      'errors-in-console',
    ]);
  });
});

describe('runFigures', () => {
  it('reads the timings, the first paint and the bytes by type from a mobile run', () => {
    const lhr: LighthouseResult = {
      finalDisplayedUrl: 'http://127.0.0.1:3104/',
      categories: { performance: { score: 0.87, auditRefs: [] } },
      audits: {
        'largest-contentful-paint': { score: 0.7, numericValue: 3312.4 },
        'total-blocking-time': { score: 0.6, numericValue: 310 },
        'cumulative-layout-shift': { score: 1, numericValue: 0 },
        'first-contentful-paint': { score: 0.9, numericValue: 1650 },
        metrics: { score: null, details: { items: [{ observedFirstPaint: 1230 }] } },
        'network-requests': {
          score: 1,
          details: {
            items: [
              { url: 'http://127.0.0.1:3104/', resourceType: 'Document', transferSize: 24_146 },
              { url: 'http://127.0.0.1:3104/a.woff2', resourceType: 'Font', transferSize: 36_920 },
              { url: 'http://127.0.0.1:3104/b.woff2', resourceType: 'Font', transferSize: 48_556 },
              { url: 'http://127.0.0.1:3104/a.js', resourceType: 'Script', transferSize: 50_297 },
              { url: 'http://127.0.0.1:3104/b.js', resourceType: 'Script', transferSize: 73_741 },
              { url: 'http://127.0.0.1:3104/logo.svg', resourceType: 'Image', transferSize: 823 },
            ],
          },
        },
      },
    };
    expect(runFigures(lhr)).toEqual({
      performance: 87,
      lcp: 3312.4,
      tbt: 310,
      cls: 0,
      fcp: 1650,
      firstPaint: 1230,
      jsBytes: 124_038,
      htmlBytes: 24_146,
      fontBytes: 85_476,
      requests: 6,
    });
  });

  it('refuses a run Lighthouse could not measure', () => {
    const failed = {
      finalDisplayedUrl: 'http://127.0.0.1:3104/',
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: {},
      audits: {},
    };
    expect(() => runFigures(failed)).toThrow(
      'Lighthouse failed on http://127.0.0.1:3104/: The page did not paint any content.',
    );
  });
});
