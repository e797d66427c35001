/**
 * What a page's hero shows in its right half as proof (HeroProof): short facts, each a value and what it
 * measures, optionally naming where it comes from. Built here from the typed content so every figure on a hero
 * is one the content already states: a case study's result, a company fact, a count of published entries.
 */

export type ProofItem = { value: string; label: string; source?: string };

type ProjectWithResults = { title: string; results: readonly { value: string; label: string }[] };

/**
 * The first result of each named case study, in the order named, at most `max`: the proof a service, industry or
 * technology page can show from its own projects. Unknown or unpublished slugs are skipped.
 */
export function projectResults(
  slugs: readonly string[],
  find: (slug: string) => ProjectWithResults | undefined,
  max = 3,
): ProofItem[] {
  const items: ProofItem[] = [];
  for (const slug of slugs) {
    const result = find(slug)?.results[0];
    if (!result) continue;
    items.push({ value: result.value, label: result.label, source: find(slug)!.title });
    if (items.length === max) break;
  }
  return items;
}

/** Fills `items` up to `min` entries from `fallback`, skipping fallback entries whose value is already shown. */
export function atLeast(items: readonly ProofItem[], min: number, fallback: readonly ProofItem[]): ProofItem[] {
  const filled = [...items];
  for (const item of fallback) {
    if (filled.length >= min) break;
    if (!filled.some((shown) => shown.value === item.value)) filled.push(item);
  }
  return filled;
}

/** A count of published things as a proof figure: "7" and "case studies", or "1" and "case study". */
export function countProof(count: number, singular: string, plural = `${singular}s`, source?: string): ProofItem {
  return { value: String(count), label: count === 1 ? singular : plural, ...(source ? { source } : {}) };
}

/**
 * A value said in words ("one working day", "EUR 4,000 to EUR 8,000") rather than a short figure ("70+", "-41%",
 * "2 weeks"): HeroProof sets it smaller, so it does not tower over what it measures.
 */
export const isSaidInWords = (value: string): boolean => value.length > 12 || /^[^\d+-]/.test(value);
