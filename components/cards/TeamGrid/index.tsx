import Image from 'next/image';
import type { TeamMember } from '@/content/schemas';
import styles from './index.module.scss';

/** Team members with portrait, name, role and a line about them. */
export default function TeamGrid({
  members,
  headingLevel: Heading = 'h3',
}: {
  members: readonly TeamMember[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.slug} className={styles.member}>
          <Image src={member.photo.src} alt={member.photo.alt} width={160} height={160} className={styles.photo} />
          <Heading className={styles.name}>{member.name}</Heading>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
