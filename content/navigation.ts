import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { industryPath, pagePaths, servicePath, technologyPath } from '@/lib/routes';

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; href?: string; links: NavLink[] };
export type NavItem = { label: string; href: string; groups?: NavGroup[] };

const serviceLink = (slug: string): NavLink => {
  const service = services.get(slug, 'navigation');
  return { label: service.name, href: servicePath(service) };
};
const childrenOf = (parent: string) =>
  services.all.filter((service) => service.parent === parent).map((service) => serviceLink(service.slug));

/** The header's main navigation: every section of the site. */
export const mainNavigation: NavItem[] = [
  {
    label: 'Services',
    href: pagePaths.services,
    groups: [
      { ...serviceLink('web-development'), links: childrenOf('web-development') },
      { ...serviceLink('mobile-development'), links: childrenOf('mobile-development') },
      {
        label: 'More services',
        links: [
          ...services.all
            .filter((s) => !s.parent && !['web-development', 'mobile-development'].includes(s.slug))
            .map((s) => serviceLink(s.slug)),
          { label: 'Pricing', href: pagePaths.pricing },
        ],
      },
    ],
  },
  {
    label: 'Industries',
    href: pagePaths.industries,
    groups: [
      { label: 'Industries', links: industries.all.map((i) => ({ label: i.name, href: industryPath(i.slug) })) },
    ],
  },
  {
    label: 'Technologies',
    href: pagePaths.technologies,
    groups: [
      { label: 'Technologies', links: technologies.all.map((t) => ({ label: t.name, href: technologyPath(t.slug) })) },
    ],
  },
  { label: 'Projects', href: pagePaths.projects },
  {
    label: 'About',
    href: pagePaths.about,
    groups: [
      {
        label: 'About',
        links: [
          { label: 'About us', href: pagePaths.about },
          { label: 'Our story', href: pagePaths.ourStory },
          { label: 'The wolf', href: pagePaths.theWolf },
          { label: 'Team', href: pagePaths.team },
          { label: 'Press corner', href: pagePaths.pressCorner },
        ],
      },
    ],
  },
  { label: 'Jobs', href: pagePaths.jobs },
  { label: 'Blog', href: pagePaths.blog },
];

export const legalNavigation: NavLink[] = [
  { label: 'Sitemap', href: pagePaths.sitemap },
  { label: 'Privacy policy', href: pagePaths.privacy },
  { label: 'Terms and conditions', href: pagePaths.terms },
];
