import Link from 'next/link';
import type { ReactNode } from 'react';
import BadgeList from '@/components/cards/BadgeList';
import Logo from '@/components/layout/Logo';
import WavyWoods from '@/components/artwork/WavyWoods';
import { awards } from '@/content/awards';
import { certifications } from '@/content/certifications';
import { industries } from '@/content/industries';
import { legalNavigation, type NavLink } from '@/content/navigation';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { industryPath, pagePaths, servicePath } from '@/lib/routes';
import styles from './index.module.scss';

const columns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Services',
    links: [
      ...services.all.filter((s) => !s.parent).map((s) => ({ label: s.name, href: servicePath(s) })),
      { label: 'Pricing', href: pagePaths.pricing },
    ],
  },
  {
    title: 'Industries',
    links: industries.all.map((i) => ({ label: i.name, href: industryPath(i.slug) })),
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: pagePaths.about },
      { label: 'Our story', href: pagePaths.ourStory },
      { label: 'The wolf', href: pagePaths.theWolf },
      { label: 'Team', href: pagePaths.team },
      { label: 'Projects', href: pagePaths.projects },
      { label: 'Jobs', href: pagePaths.jobs },
      { label: 'Blog', href: pagePaths.blog },
      { label: 'Authors', href: pagePaths.authors },
      { label: 'Press corner', href: pagePaths.pressCorner },
    ],
  },
];

export default function Footer({ children }: { children?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <WavyWoods variant="forest" tone="night" />
      <div className={styles.body}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Logo />
            <p>{site.tagline}.</p>
            <p>
              {site.city}, {site.country}
              <br />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <Link href={pagePaths.contact} className={styles.talk}>
              Let&apos;s Talk
            </Link>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={[styles.inner, styles.badges].join(' ')}>
          <BadgeList title="Awards" badges={awards} />
          <BadgeList title="Certifications" badges={certifications} />
        </div>
        <div className={[styles.inner, styles.legal].join(' ')}>
          <p>
            © {new Date().getFullYear()} {site.legalName}. {site.city}, {site.country}.
          </p>
          <nav aria-label="Legal">
            <ul>
              {legalNavigation.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
              {children}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
