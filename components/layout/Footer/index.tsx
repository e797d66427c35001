import type { ReactNode } from 'react';
import SiteLink from '@/components/ui/SiteLink';
import RecognitionList from '@/components/cards/RecognitionList';
import Logo from '@/components/layout/Logo';
import WavyWoods from '@/components/artwork/WavyWoods';
import { footerNavigation, legalNavigation } from '@/content/navigation';
import { recognition } from '@/content/recognition';
import { site } from '@/content/site';
import { linkLocationProps } from '@/lib/analytics/events';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

export default function Footer({ children }: { children?: ReactNode }) {
  const { awards, certifications } = recognition();
  return (
    <footer className={styles.footer} {...linkLocationProps('footer')}>
      <WavyWoods variant="forest" tone="night" />
      <div className={styles.body}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Logo />
            <p>{site.tagline}.</p>
            <address className={styles.address}>
              {site.legalName}
              <br />
              {site.city}, {site.country}
              <br />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </address>
            <ul className={styles.socials} aria-label={`${site.name} elsewhere`}>
              {site.socials.map((social) => (
                <li key={social.href}>
                  <a href={social.href} rel="noopener noreferrer">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
            <SiteLink href={pagePaths.contact} className={styles.talk}>
              Let&apos;s Talk
            </SiteLink>
          </div>
          {footerNavigation.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={[styles.inner, styles.recognition].join(' ')}>
          <RecognitionList title="Awards" items={awards} issuerLabel="Given by" tone="dark" />
          <RecognitionList title="Certifications" items={certifications} issuerLabel="Certified by" tone="dark" />
        </div>
        <div className={[styles.inner, styles.legal].join(' ')}>
          <p>
            © {new Date().getFullYear()} {site.legalName}. {site.city}, {site.country}.
          </p>
          <nav aria-label="Legal">
            <ul>
              {legalNavigation.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
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
