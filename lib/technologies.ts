import type { TechnologyRef } from '@/content/schemas';

/** A technology as a page shows it: its name, with the path of its own page when it has one. */
export type TechnologyTag = { name: string; slug?: string };

/**
 * The technologies a page names, in its order: each slug looked up (a missing one fails the build through
 * `get`), each tool without a page of its own kept as a plain name.
 */
export function technologyTags(
  refs: readonly TechnologyRef[],
  get: (slug: string) => { name: string; slug: string },
): TechnologyTag[] {
  return refs.map((ref) => {
    if (typeof ref !== 'string') return { name: ref.name };
    const { name, slug } = get(ref);
    return { name, slug };
  });
}
