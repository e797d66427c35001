import type { RunFigures } from './lighthouse';
import type { PageSummary } from './summary';
import { VIEW_NAMES, type ViewName } from './views';

/** One page's runs in one view, with their medians and ranges. */
export type PageResult = { name: string; path: string; summary: PageSummary; runs: RunFigures[] };

/** One view's latest run: when, on what, how, and every page's figures. */
export type ViewResult = {
  date: string;
  commit: string;
  lighthouse: string;
  chromium: string;
  settings: string;
  machine: { cpus: number; loadAverage: number[] };
  runsPerPage: number;
  minutes: number;
  table: string;
  pages: PageResult[];
};

/** bench/results.json: the latest run of every view that has been run. */
export type BenchResults = { views: Partial<Record<ViewName, ViewResult>> };

/**
 * A results file as read from disk: the current shape, or the single run written before there were
 * views (it was the default view), or nothing usable (no views).
 */
export function asResults(previous: unknown): BenchResults {
  if (typeof previous !== 'object' || previous === null) return { views: {} };
  if ('views' in previous) return previous as BenchResults;
  if ('pages' in previous && 'settings' in previous) return { views: { default: previous as ViewResult } };
  return { views: {} };
}

/** The results with one view's run in place of its previous one; the other views are kept as they were. */
export function withView(previous: unknown, view: ViewName, result: ViewResult): BenchResults {
  const merged: BenchResults['views'] = { ...asResults(previous).views, [view]: result };
  // A fixed order, so that the file's diff shows figures that changed, not views that moved.
  return { views: Object.fromEntries(VIEW_NAMES.filter((name) => merged[name]).map((name) => [name, merged[name]])) };
}
