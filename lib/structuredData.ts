import { jobLists } from '@/content/jobs/lists';
import type { Author, BlogPost, Job, Recognition, Service, Site } from '@/content/schemas';
import { bodyText } from '@/lib/markdoc';
import { pagePaths } from '@/lib/routes';
import { wordCount } from '@/lib/text';
import { absoluteUrl } from '@/lib/urls';

/**
 * Pure builders of schema.org JSON-LD. Every URL is absolute, made from the
 * configured site origin, so the data is right on any deployment.
 */

type Thing = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

function organizationRef(site: Site, siteUrl: string): Thing {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(siteUrl, pagePaths.home),
    logo: absoluteUrl(siteUrl, '/logo.png'),
  };
}

function postalAddress(site: Site): Thing {
  return {
    '@type': 'PostalAddress',
    addressLocality: site.city,
    addressRegion: 'Cluj',
    addressCountry: site.countryCode,
  };
}

export function organization(site: Site, siteUrl: string, awards: readonly Recognition[]): Thing {
  return {
    '@context': CONTEXT,
    ...organizationRef(site, siteUrl),
    legalName: site.legalName,
    description: site.description,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: postalAddress(site),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: site.developerCount },
    award: [site.award.title, ...awards.map((award) => award.title)],
    sameAs: site.socials.map((social) => social.href),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function blogPosting(
  post: BlogPost,
  author: Author,
  site: Site,
  siteUrl: string,
  path: string,
  authorPath: string,
): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seo.description,
    image: absoluteUrl(siteUrl, post.image.src),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    author: {
      '@type': 'Person',
      name: author.name,
      jobTitle: author.role,
      url: absoluteUrl(siteUrl, authorPath),
      // The portrait uploaded for them; the monogram that stands in until then is no picture of the person.
      ...(author.portrait && { image: absoluteUrl(siteUrl, author.portrait.src) }),
    },
    publisher: organizationRef(site, siteUrl),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    keywords: post.tags.join(', '),
    wordCount: wordCount(bodyText(post.body)),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlList = (title: string, items: readonly string[]) =>
  `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** Google's job posting: its required properties and every recommended one we can state truthfully. */
export function jobPosting(job: Job, site: Site, siteUrl: string, path: string): Thing {
  const description = [
    ...job.about.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...jobLists.map((list) => htmlList(list.title, job[list.field])),
  ].join('');
  const remote = job.workplace.startsWith('Remote');
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.postedAt,
    validThrough: `${job.validThrough}T23:59:59+02:00`,
    employmentType: job.employmentType,
    hiringOrganization: { ...organizationRef(site, siteUrl), sameAs: absoluteUrl(siteUrl, pagePaths.home) },
    jobLocation: { '@type': 'Place', address: postalAddress(site) },
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: site.country },
    }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
    directApply: true,
    url: absoluteUrl(siteUrl, path),
  };
}

export function service(entry: Service, site: Site, siteUrl: string, path: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: entry.name,
    serviceType: entry.name,
    description: entry.seo.description,
    url: absoluteUrl(siteUrl, path),
    provider: organizationRef(site, siteUrl),
    areaServed: { '@type': 'Place', name: 'Europe and North America' },
  };
}
