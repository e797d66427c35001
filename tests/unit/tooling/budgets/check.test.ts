import { describe, expect, it } from 'vitest';
import { budgetFailures, scoreFailures, type PageFigures } from '@/tooling/budgets/check';

const KB = 1024;
const perfect = { score: 100, failing: [] };

/** A content page within every budget, as the check measures it. */
const withinBudget: PageFigures = {
  path: '/blogposts/how-much-does-an-mvp-cost-in-2026',
  noindex: false,
  jsBytes: 149 * KB,
  htmlBytes: 90 * KB,
  fontBytesBeforeFirstPaint: 0,
  thirdPartyRequests: [],
  scores: { accessibility: perfect, 'best-practices': perfect, seo: perfect },
};

describe('budgetFailures', () => {
  it('passes a page within every budget', () => {
    expect(budgetFailures(withinBudget)).toEqual([]);
  });

  it('fails a content page over 160 KB of compressed JavaScript, naming the page and the figure', () => {
    expect(budgetFailures({ ...withinBudget, jsBytes: 160 * KB + 103 })).toEqual([
      '/blogposts/how-much-does-an-mvp-cost-in-2026: compressed JavaScript is 160.1 KB, over the budget of 160 KB',
    ]);
  });

  it('gives the form pages 185 KB of JavaScript, and no more', () => {
    expect(budgetFailures({ ...withinBudget, path: '/contact', jsBytes: 185 * KB })).toEqual([]);
    expect(budgetFailures({ ...withinBudget, path: '/apply-job', jsBytes: 186 * KB })).toEqual([
      '/apply-job: compressed JavaScript is 186.0 KB, over the budget of 185 KB',
    ]);
    expect(budgetFailures({ ...withinBudget, path: '/contact/success', jsBytes: 188 * KB })).toEqual([
      '/contact/success: compressed JavaScript is 188.0 KB, over the budget of 160 KB',
    ]);
  });

  it('fails a page whose HTML is over 256 KB', () => {
    expect(budgetFailures({ ...withinBudget, path: '/', htmlBytes: 257.5 * KB })).toEqual([
      '/: HTML is 257.5 KB, over the budget of 256 KB',
    ]);
  });

  it('fails a page requesting more fonts before the first paint than the lead cuts of the brand faces', () => {
    expect(budgetFailures({ ...withinBudget, fontBytesBeforeFirstPaint: 56 * KB })).toEqual([
      '/blogposts/how-much-does-an-mvp-cost-in-2026: fonts requested before first paint is 56.0 KB, over the budget of 45 KB',
    ]);
  });

  it('names every third-party request made before consent', () => {
    expect(
      budgetFailures({
        ...withinBudget,
        path: '/',
        thirdPartyRequests: [
          'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
          'https://static.hotjar.com/c/hotjar-1234567.js',
        ],
      }),
    ).toEqual([
      '/: third-party request before consent: https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
      '/: third-party request before consent: https://static.hotjar.com/c/hotjar-1234567.js',
    ]);
  });

  it('fails a Lighthouse category below 100, naming the audits that failed', () => {
    const scores = {
      accessibility: { score: 96, failing: ['color-contrast', 'link-name'] },
      'best-practices': { score: 96, failing: ['errors-in-console'] },
      seo: perfect,
    };
    expect(budgetFailures({ ...withinBudget, path: '/jobs', scores })).toEqual([
      '/jobs: Lighthouse accessibility is 96, below 100 (color-contrast, link-name)',
      '/jobs: Lighthouse best practices is 96, below 100 (errors-in-console)',
    ]);
  });

  it('does not ask SEO of a noindex page, and asks everything else of it', () => {
    const scores = { accessibility: perfect, 'best-practices': perfect, seo: { score: 69, failing: ['is-crawlable'] } };
    expect(budgetFailures({ ...withinBudget, path: '/contact/success', noindex: true, scores })).toEqual([]);
    expect(budgetFailures({ ...withinBudget, path: '/jobs', noindex: false, scores })).toEqual([
      '/jobs: Lighthouse SEO is 69, below 100 (is-crawlable)',
    ]);
    expect(
      budgetFailures({
        ...withinBudget,
        path: '/contact/success',
        noindex: true,
        scores: { ...scores, accessibility: { score: 92, failing: ['label'] } },
      }),
    ).toEqual(['/contact/success: Lighthouse accessibility is 92, below 100 (label)']);
  });

  it('checks the built figures alone on pages the browser did not load', () => {
    const built = { path: '/press-corner', noindex: false, jsBytes: 170 * KB, htmlBytes: 60 * KB };
    expect(budgetFailures(built)).toEqual([
      '/press-corner: compressed JavaScript is 170.0 KB, over the budget of 160 KB',
    ]);
  });

  it('lists every budget a page misses', () => {
    expect(
      budgetFailures({
        ...withinBudget,
        path: '/',
        jsBytes: 200 * KB,
        htmlBytes: 260 * KB,
        thirdPartyRequests: ['https://js.driftt.com/x.js'],
      }),
    ).toHaveLength(3);
  });
});

describe('scoreFailures', () => {
  it('names only the Lighthouse categories missed, so that the check can measure those pages again', () => {
    const page = { ...withinBudget, jsBytes: 200 * KB, scores: { seo: { score: 92, failing: ['robots-txt'] } } };
    expect(scoreFailures(page)).toEqual([
      '/blogposts/how-much-does-an-mvp-cost-in-2026: Lighthouse SEO is 92, below 100 (robots-txt)',
    ]);
    expect(scoreFailures(withinBudget)).toEqual([]);
  });
});
