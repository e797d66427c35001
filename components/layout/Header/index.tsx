import Logo from '@/components/layout/Logo';
import SiteNav from '@/components/layout/SiteNav';
import SearchLauncher from '@/components/search/SearchLauncher';
import { mainNavigation } from '@/content/navigation';
import { linkLocationProps } from '@/lib/analytics/events';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

export default function Header() {
  return (
    <header className={styles.header} {...linkLocationProps('header')}>
      <div className={styles.inner}>
        <Logo />
        <SiteNav items={mainNavigation} cta={{ label: "Let's Talk", href: pagePaths.contact }} />
        <SearchLauncher />
      </div>
    </header>
  );
}
