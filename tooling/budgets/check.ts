import { budgets as defaultBudgets, KB, scoredCategories, type Budgets, type ScoredCategory } from './budgets';

/** A Lighthouse category's score (0-100) and the ids of the audits that kept it below 100. */
export type CategoryResult = { score: number; failing: string[] };

/** What the budget check measured on one page; the browser figures only exist for the templates. */
export type PageFigures = {
  path: string;
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex...">`). */
  noindex: boolean;
  jsBytes: number;
  htmlBytes: number;
  fontBytesBeforeFirstPaint?: number;
  thirdPartyRequests?: string[];
  scores?: Partial<Record<ScoredCategory, CategoryResult>>;
};

const CATEGORY_NAMES: Record<ScoredCategory, string> = {
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const budgetKb = (bytes: number) => `${bytes / KB} KB`;

export const javascriptBudget = (path: string, budgets: Budgets = defaultBudgets) =>
  budgets.formPages.includes(path) ? budgets.javascript.formPage : budgets.javascript.contentPage;

/** Every budget the page misses, as one message each naming the page and the figure; empty when it passes. */
export function budgetFailures(page: PageFigures, budgets: Budgets = defaultBudgets): string[] {
  const failures: string[] = [];
  const over = (figure: string, value: number, budget: number) => {
    if (value > budget) {
      failures.push(`${page.path}: ${figure} is ${kb(value)}, over the budget of ${budgetKb(budget)}`);
    }
  };
  over('compressed JavaScript', page.jsBytes, javascriptBudget(page.path, budgets));
  over('HTML', page.htmlBytes, budgets.html);
  if (page.fontBytesBeforeFirstPaint !== undefined) {
    over('fonts requested before first paint', page.fontBytesBeforeFirstPaint, budgets.fontsBeforeFirstPaint);
  }
  for (const url of page.thirdPartyRequests ?? []) {
    failures.push(`${page.path}: third-party request before consent: ${url}`);
  }
  failures.push(...scoreFailures(page, budgets));
  return failures;
}

/** The Lighthouse categories a page misses (SEO is not asked of noindex pages), one message each. */
export function scoreFailures(page: PageFigures, budgets: Budgets = defaultBudgets): string[] {
  return scoredCategories.flatMap((category) => {
    const result = page.scores?.[category];
    const required = budgets.scores[category];
    if (!result || (category === 'seo' && page.noindex) || result.score >= required) return [];
    const audits = result.failing.length > 0 ? ` (${result.failing.join(', ')})` : '';
    return [`${page.path}: Lighthouse ${CATEGORY_NAMES[category]} is ${result.score}, below ${required}${audits}`];
  });
}
