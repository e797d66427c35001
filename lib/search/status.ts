import type { SearchAnswer } from './pagefind';

export type SearchPhase = 'idle' | 'searching' | 'done' | 'failed';

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** The one status line of the search, which screen readers announce when it settles. */
export function searchStatus(phase: SearchPhase, answer: SearchAnswer | null): string {
  if (phase === 'idle') return 'Type a word or two: results appear as you type.';
  if (phase === 'failed') return 'Search could not load. Check your connection and try again.';
  // While the next results are on their way, the last ones stay on screen with their line.
  return answer ? doneStatus(answer) : 'Searching…';
}

function doneStatus({ query, total, hits }: SearchAnswer): string {
  if (total === 0) return `No results for “${query}”. Try fewer or other words, or another filter.`;
  const found = `${results(total)} for “${query}”`;
  return hits.length < total ? `${found}, showing the first ${hits.length}.` : `${found}.`;
}
