import { collectionOf, type Collection } from '@/content/parse';
import type { TeamMember } from '@/content/schemas';
import { teamMembers } from '@/content/team';

/**
 * The blog's authors, by name: the team members who write (`writes: true` in content/team/entries/<slug>.yaml).
 * Not a record of their own: an author's name, role, bio and portrait are their team entry's, so /team, the author
 * page and every byline show the same person. Posts name their author by the member's slug.
 */
function writersOf(members: readonly TeamMember[]): Collection<TeamMember> {
  const writers = collectionOf(
    'authors',
    members.filter((member) => member.writes),
    { order: (a, b) => a.name.localeCompare(b.name) },
  );
  const get = (slug: string, from: string) => {
    const member = members.find((candidate) => candidate.slug === slug);
    if (member && !member.writes)
      throw new Error(
        `${from} names ${member.name} as its author, who does not write for the blog: tick "Writes for the blog" in ${teamMembers.origin(slug)}`,
      );
    return writers.get(slug, from);
  };
  return { ...writers, get, resolve: (slugs, from) => slugs.map((slug) => get(slug, from)) };
}

// Derived again whenever the team is (the editor's preview reads changed entry files again).
let derived: { from: readonly TeamMember[]; authors: Collection<TeamMember> } | undefined;
const current = () => {
  const members = teamMembers.all;
  if (derived?.from !== members) derived = { from: members, authors: writersOf(members) };
  return derived.authors;
};

export const authors: Collection<TeamMember> = {
  name: 'authors',
  get all() {
    return current().all;
  },
  bySlug: (slug) => current().bySlug(slug),
  resolve: (slugs, from) => current().resolve(slugs, from),
  get: (slug, from) => current().get(slug, from),
  origin: (slug) => teamMembers.origin(slug),
  problems: () => teamMembers.problems?.() ?? [],
};
