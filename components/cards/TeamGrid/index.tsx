import Image from 'next/image';
import type { TeamMember } from '@/content/schemas';
import { initials } from '@/lib/text';
import styles from './index.module.scss';

/** The brand colours the monograms take in turn, so neighbours never share one. */
const MONOGRAM_TONES = ['midnight', 'sunset', 'borealis', 'moon'] as const;

/**
 * Team members with a portrait, name, role and a line about them. Until a member's real portrait arrives,
 * their initials on one of the brand's colours stand in: a monogram no one could take for the person's
 * face. It is decorative (hidden from assistive technology); the name beside it says who it is.
 */
export default function TeamGrid({
  members,
  headingLevel: Heading = 'h3',
}: {
  members: readonly TeamMember[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {members.map((member, index) => (
        <li key={member.slug} className={styles.member}>
          {member.photo ? (
            <Image src={member.photo.src} alt={member.photo.alt} width={160} height={160} className={styles.photo} />
          ) : (
            <span
              className={styles.monogram}
              data-tone={MONOGRAM_TONES[index % MONOGRAM_TONES.length]}
              aria-hidden="true"
            >
              {initials(member.name)}
            </span>
          )}
          <Heading className={styles.name}>{member.name}</Heading>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
