import { describe, expect, it } from 'vitest';
import type { Author, BlogPost, Job, Service, Site } from '@/content/schemas';
import { blogPosting, breadcrumbList, jobPosting, organization, service } from '@/lib/structuredData';

const SITE_URL = 'https://www.example.com';

const site: Site = {
  name: 'Wolfpack Digital',
  legalName: 'Wolfpack Digital SRL',
  tagline: 'Apps',
  description: 'An agency.',
  city: 'Cluj Napoca',
  country: 'Romania',
  countryCode: 'RO',
  email: 'hello@example.com',
  foundedYear: 2013,
  founding: { place: 'a flat', team: 'four engineers' },
  firstMobileYear: 2014,
  internship: { since: 2017, length: 'ten weeks' },
  deviceLab: 'a few phones',
  packSize: 'three to seven',
  replyWithin: { enquiry: 'a day', application: 'a week' },
  developerCount: 70,
  developerClaim: '70+ developers',
  award: { title: 'European award', year: 2025, body: 'Won.' },
  socials: [{ label: 'GitHub', href: 'https://github.com/example' }],
};

const job: Job = {
  slug: 'senior-react-native-developer',
  title: 'Senior React Native Developer',
  seo: { title: 't', description: 'd' },
  department: 'Engineering',
  seniority: 'Senior',
  employmentType: 'FULL_TIME',
  workplace: 'Hybrid',
  summary: 'Lead mobile work.',
  about: ['You will <lead> apps & mentor.'],
  responsibilities: ['Ship features'],
  requirements: ['5 years of React Native'],
  niceToHave: ['Kotlin'],
  benefits: ['Medical subscription'],
  hiringSteps: [{ title: 'Call', body: '30 minutes' }],
  technologies: ['react-native'],
  salary: { currency: 'EUR', min: 4000, max: 5500, unit: 'MONTH' },
  postedAt: '2026-11-02',
  validThrough: '2027-01-31',
  closed: false,
  draft: false,
};

describe('structured data', () => {
  it('describes the organization with absolute URLs, place, size and awards', () => {
    const data = organization(site, SITE_URL, [
      { title: 'Top app developers', summary: 'A ranking of app development companies.' },
    ]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Wolfpack Digital',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/logo.png',
      address: { '@type': 'PostalAddress', addressLocality: 'Cluj Napoca', addressCountry: 'RO' },
      numberOfEmployees: { minValue: 70 },
      award: ['European award', 'Top app developers'],
      sameAs: ['https://github.com/example'],
    });
  });

  it('numbers breadcrumbs from 1 with absolute item URLs', () => {
    expect(
      breadcrumbList(
        [
          { name: 'Home', path: '/' },
          { name: 'Jobs', path: '/jobs' },
        ],
        SITE_URL,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Jobs', item: 'https://www.example.com/jobs' },
      ],
    });
  });

  it('gives a job posting every property Google requires and the recommended ones', () => {
    const data = jobPosting(job, site, SITE_URL, '/jobs/senior-react-native-developer');
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-02',
      validThrough: '2027-01-31T23:59:59+02:00',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Wolfpack Digital', value: 'senior-react-native-developer' },
      hiringOrganization: { '@type': 'Organization', name: 'Wolfpack Digital', sameAs: 'https://www.example.com/' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Cluj Napoca', addressCountry: 'RO' } },
      baseSalary: { currency: 'EUR', value: { minValue: 4000, maxValue: 5500, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(data.description).toContain('<p>You will &lt;lead&gt; apps &amp; mentor.</p>');
    expect(data.description).toContain('<li>5 years of React Native</li>');
    // The same headings, in the same order, as the job page's lists.
    expect([...String(data.description).matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1])).toEqual([
      'What you will do',
      'What we are looking for',
      'Nice to have',
      'What we offer',
    ]);
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('marks a remote job as telecommute within the country', () => {
    const data = jobPosting({ ...job, workplace: 'Remote (Romania)' }, site, SITE_URL, '/jobs/x');
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Romania' },
    });
  });

  it('describes a blog post with its author, dates and image', () => {
    const post = {
      slug: 'pricing-an-mvp',
      title: 'Pricing an MVP',
      excerpt: 'How.',
      seo: { title: 'Pricing an MVP', description: 'What an MVP costs.' },
      author: 'ioana-pop',
      publishedAt: '2026-03-02',
      tags: ['Pricing', 'Product'],
      image: { src: '/images/blog/pricing-an-mvp.svg', alt: '', width: 1200, height: 630 },
      body: 'one *two* three\n\n```ts\nconst notCounted = true;\n```',
    } as BlogPost;
    const author = { slug: 'ioana-pop', name: 'Ioana Pop', role: 'CTO' } as Author;
    expect(blogPosting(post, author, site, SITE_URL, '/blogposts/pricing-an-mvp', '/authors/ioana-pop')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Pricing an MVP',
      datePublished: '2026-03-02',
      dateModified: '2026-03-02',
      image: 'https://www.example.com/images/blog/pricing-an-mvp.svg',
      author: { '@type': 'Person', name: 'Ioana Pop', url: 'https://www.example.com/authors/ioana-pop' },
      mainEntityOfPage: 'https://www.example.com/blogposts/pricing-an-mvp',
      keywords: 'Pricing, Product',
      wordCount: 3,
    });
    // No picture of the person until one is uploaded: the monogram that stands in is not one.
    expect(blogPosting(post, author, site, SITE_URL, '/blogposts/x', '/authors/ioana-pop').author).not.toHaveProperty(
      'image',
    );
    const portrayed = { ...author, portrait: { src: '/images/team/ioana-pop/portrait.jpg', alt: '' } } as Author;
    expect(blogPosting(post, portrayed, site, SITE_URL, '/blogposts/x', '/authors/ioana-pop').author).toMatchObject({
      image: 'https://www.example.com/images/team/ioana-pop/portrait.jpg',
    });
  });

  it('describes a service and its provider', () => {
    const entry = { name: 'iOS', seo: { title: 'iOS', description: 'Native iOS apps.' } } as Service;
    expect(service(entry, site, SITE_URL, '/services/mobile-development/ios')).toMatchObject({
      '@type': 'Service',
      name: 'iOS',
      url: 'https://www.example.com/services/mobile-development/ios',
      provider: { '@type': 'Organization', name: 'Wolfpack Digital' },
    });
  });
});
