import { industries } from '@/content/industries';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { industryPath, servicePath, technologyPath } from '@/lib/routes';

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
    href: '/services',
    groups: [
      { ...serviceLink('web-development'), links: childrenOf('web-development') },
      { ...serviceLink('mobile-development'), links: childrenOf('mobile-development') },
      {
        label: 'More services',
        links: [
          ...services.all
            .filter((s) => !s.parent && !['web-development', 'mobile-development'].includes(s.slug))
            .map((s) => serviceLink(s.slug)),
          { label: 'Pricing', href: '/services/pricing' },
        ],
      },
    ],
  },
  {
    label: 'Industries',
    href: '/industries',
    groups: [
      { label: 'Industries', links: industries.all.map((i) => ({ label: i.name, href: industryPath(i.slug) })) },
    ],
  },
  {
    label: 'Technologies',
    href: '/technologies',
    groups: [
      { label: 'Technologies', links: technologies.all.map((t) => ({ label: t.name, href: technologyPath(t.slug) })) },
    ],
  },
  { label: 'Projects', href: '/projects' },
  {
    label: 'About',
    href: '/about',
    groups: [
      {
        label: 'About',
        links: [
          { label: 'About us', href: '/about' },
          { label: 'Our story', href: '/our-story' },
          { label: 'The wolf', href: '/the-wolf' },
          { label: 'Team', href: '/team' },
          { label: 'Press corner', href: '/press-corner' },
        ],
      },
    ],
  },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Blog', href: '/blogposts' },
];

export const legalNavigation: NavLink[] = [
  { label: 'Sitemap', href: '/sitemap' },
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'Terms and conditions', href: '/terms-and-conditions' },
];
