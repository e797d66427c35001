import SiteLink from '@/components/ui/SiteLink';
import JsonLd from '@/components/blocks/JsonLd';
import { config } from '@/lib/config';
import { pagePaths } from '@/lib/routes';
import { breadcrumbList, type Crumb } from '@/lib/structuredData';
import styles from './index.module.scss';

/** Visible trail plus its BreadcrumbList structured data; the last crumb is the current page. */
export default function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = [{ name: 'Home', path: pagePaths.home }, ...crumbs];
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail, config.siteUrl)} />
    </>
  );
}
