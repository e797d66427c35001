import Portrait from '@/components/ui/Portrait';
import SiteLink from '@/components/ui/SiteLink';
import type { TeamMember } from '@/content/schemas';
import { authorPath } from '@/lib/routes';
import styles from './index.module.scss';

/**
 * Team members with their portrait (components/ui/Portrait), name, role and bio. A member who writes for the blog
 * is named by a link to their author page, so /team, the home page and /authors lead to the same person.
 */
export default function TeamGrid({
  members,
  headingLevel: Heading = 'h3',
  note,
}: {
  members: readonly TeamMember[];
  headingLevel?: 'h2' | 'h3';
  /** A line under the member's role (on /authors: how many articles). */
  note?: (member: TeamMember) => string;
}) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.slug} className={styles.member}>
          <Portrait person={member} size="medium" />
          <Heading className={styles.name}>
            {member.writes ? <SiteLink href={authorPath(member.slug)}>{member.name}</SiteLink> : member.name}
          </Heading>
          <p className={styles.role}>{member.role}</p>
          {note && <p className={styles.note}>{note(member)}</p>}
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
