import Image from 'next/image';
import SiteLink from '@/components/ui/SiteLink';
import type { Project } from '@/content/schemas';
import { CLIENT_LOGO_AREA, opticalSize } from '@/lib/opticalSize';
import { projectPath } from '@/lib/routes';
import styles from './index.module.scss';

type ClientLogosProps = {
  title: string;
  projects: readonly Project[];
  headingLevel?: 'h2' | 'h3';
};

/**
 * The logos of the clients behind the case studies, each linking to its case study, all at one optical size: each
 * logo is given the same area whatever its shape (lib/opticalSize.ts), not the width of its cell.
 */
export default function ClientLogos({ title, projects, headingLevel: Heading = 'h2' }: ClientLogosProps) {
  return (
    <div>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list}>
        {projects.map((project) => {
          const size = opticalSize(project.logo, CLIENT_LOGO_AREA);
          return (
            <li key={project.slug}>
              <SiteLink href={projectPath(project.slug)} className={styles.link}>
                <Image src={project.logo.src} alt={project.logo.alt} {...size} className={styles.logo} />
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
