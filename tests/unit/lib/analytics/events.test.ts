import { afterEach, describe, expect, it } from 'vitest';
import {
  EVENT_PARAMETERS,
  applyJobFormParameters,
  getInTouchClickParameters,
  getInTouchFormParameters,
  jobOption,
  linkLocationProps,
  linkTextProps,
  parameterText,
  pathOnly,
  siteSearchParameters,
  subscribedToNewsletterParameters,
  type JobOption,
} from '@/lib/analytics/events';
import type { ContactValues } from '@/lib/validation/schemas';
import { applicationValues, contactValues } from '../forms/fixtures';

/** Every value a visitor types or attaches that names or reaches them. */
const personal = (values: { name: string; email: string; phone: string; message: string }, files: File[]) => [
  values.name,
  values.email,
  values.phone,
  values.message,
  ...files.map((file) => file.name),
];

const jobs: JobOption[] = [
  jobOption({
    slug: 'senior-react-developer',
    title: 'Senior React Developer',
    department: 'Engineering',
    seniority: 'Senior',
  }),
  jobOption({ slug: 'product-designer', title: 'Product Designer', department: 'Design', seniority: 'Mid' }),
];

describe('getInTouchFormParameters', () => {
  const attribution = {
    utm_source: 'clutch',
    utm_medium: 'referral',
    utm_campaign: 'autumn-2026',
    landing_page: 'https://www.wolfpack-digital.com/services/pricing?utm_source=clutch&email=ana%40example.com#plans',
    first_visit_at: '2026-11-20T09:30:00.000Z',
  };

  it('reports the kind of project, the sources, the file count and where the visit came from', () => {
    expect(getInTouchFormParameters(contactValues(), attribution)).toEqual({
      lead_type: 'general_enquiry',
      budget: '50k_100k',
      timeline: 'within_3_months',
      sources: 'linkedin,referral',
      attachments: 2,
      utm_source: 'clutch',
      utm_medium: 'referral',
      utm_campaign: 'autumn-2026',
      landing_page: '/services/pricing',
    });
  });

  it('names every parameter, leaving out as undefined what the visitor did not choose or the visit did not carry', () => {
    const values: ContactValues = { ...contactValues(), budget: '', timeline: '', sources: [], attachments: [] };
    const parameters = getInTouchFormParameters(values, {});
    expect(parameters).toStrictEqual({
      lead_type: 'general_enquiry',
      budget: undefined,
      timeline: undefined,
      sources: undefined,
      attachments: 0,
      utm_source: undefined,
      utm_medium: undefined,
      utm_campaign: undefined,
      landing_page: undefined,
    });
  });

  it('carries nothing the prospect typed or attached', () => {
    const values = contactValues();
    const pushed = JSON.stringify(getInTouchFormParameters(values, attribution));
    for (const value of personal(values, values.attachments)) expect(pushed).not.toContain(value);
    expect(pushed).not.toContain('example.com');
  });
});

describe('applyJobFormParameters', () => {
  it('reports the job from the open jobs by its id, and the number of files', () => {
    expect(applyJobFormParameters(applicationValues(), jobs)).toEqual({
      job_id: 'senior-react-developer',
      job_title: 'Senior React Developer',
      department: 'Engineering',
      seniority: 'Senior',
      attachments: 1,
    });
  });

  it('keeps the id of a job that is no longer listed, without inventing its facts', () => {
    expect(applyJobFormParameters({ ...applicationValues(), jobId: 'astronaut' }, jobs)).toStrictEqual({
      job_id: 'astronaut',
      job_title: undefined,
      department: undefined,
      seniority: undefined,
      attachments: 1,
    });
  });

  it('carries nothing the applicant typed or attached', () => {
    const values = applicationValues();
    const pushed = JSON.stringify(applyJobFormParameters(values, jobs));
    for (const value of [...personal(values, values.cv), values.link]) expect(pushed).not.toContain(value);
  });
});

describe('getInTouchClickParameters', () => {
  afterEach(() => document.body.replaceChildren());

  const click = (html: string) => {
    document.body.innerHTML = html;
    return getInTouchClickParameters(
      document.querySelector('a')!,
      'https://www.wolfpack-digital.com/projects?ref=x#top',
    );
  };
  const attributes = (props: Record<string, string>) =>
    Object.entries(props)
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');

  it('reads the link text, the marked container it sits in and the path of the page', () => {
    expect(
      click(
        `<header ${attributes(linkLocationProps('header'))}><nav><a href="/contact"> Let's\n Talk </a></nav></header>`,
      ),
    ).toEqual({
      link_text: "Let's Talk",
      link_location: 'header',
      page_path: '/projects',
    });
  });

  it.each(['hero', 'cta_banner', 'footer'] as const)('reports %s from its container', (location) => {
    expect(
      click(`<div ${attributes(linkLocationProps(location))}><p><a href="/contact">Get In Touch</a></p></div>`)
        .link_location,
    ).toBe(location);
  });

  it('prefers the name a whole-banner link gives itself over all of its text', () => {
    const html = `<section ${attributes(linkLocationProps('cta_banner'))}><a href="/contact" ${attributes(linkTextProps('Get In Touch'))}>Let's work together Tell us what you are building. Get In Touch →</a></section>`;
    expect(click(html).link_text).toBe('Get In Touch');
  });

  it('counts a link outside every marked container, or in an unknown one, as body', () => {
    expect(click('<main><section><a href="/contact">Get In Touch</a></section></main>').link_location).toBe('body');
    expect(click('<div data-link-location="sidebar"><a href="/contact">Get In Touch</a></div>').link_location).toBe(
      'body',
    );
  });
});

describe('subscribedToNewsletterParameters', () => {
  it('names the form the subscription was ticked in', () => {
    expect(subscribedToNewsletterParameters('application')).toEqual({ form: 'application' });
  });
});

describe('siteSearchParameters', () => {
  it('reports the words searched for and how many pages were found', () => {
    expect(siteSearchParameters({ query: 'react native', results: 7 })).toStrictEqual({
      search_term: 'react native',
      search_results: 7,
    });
  });

  it('collapses whitespace in the words and cuts them to 100 characters', () => {
    expect(siteSearchParameters({ query: '  fintech \n\t app  ', results: 3 })).toStrictEqual({
      search_term: 'fintech app',
      search_results: 3,
    });
    expect(siteSearchParameters({ query: 'a'.repeat(140), results: 0 }).search_term).toBe('a'.repeat(100));
  });

  it('leaves out words holding an e-mail address, still counting the results', () => {
    const parameters = siteSearchParameters({ query: 'contact ana.pop@example.com', results: 2 });
    expect(parameters).toStrictEqual({ search_term: undefined, search_results: 2 });
    expect(JSON.stringify(parameters)).not.toContain('example.com');
  });

  it('reports a search that found nothing with 0 results, the case the marketers look for', () => {
    expect(siteSearchParameters({ query: 'blockchain', results: 0 })).toStrictEqual({
      search_term: 'blockchain',
      search_results: 0,
    });
  });

  it('names exactly the parameters the site_search event declares', () => {
    expect(Object.keys(siteSearchParameters({ query: 'design', results: 1 }))).toEqual([
      ...EVENT_PARAMETERS.site_search,
    ]);
  });
});

describe('parameterText and pathOnly', () => {
  it('collapses whitespace, cuts to 100 characters and drops empty text', () => {
    expect(parameterText('  spring \n sale ')).toBe('spring sale');
    expect(parameterText('x'.repeat(140))).toHaveLength(100);
    expect(parameterText('   ')).toBeUndefined();
    expect(parameterText(null)).toBeUndefined();
  });

  it('drops a value holding an e-mail address (a campaign link can carry one)', () => {
    expect(parameterText('newsletter-ana.pop@example.com')).toBeUndefined();
  });

  it('keeps only the path of a URL', () => {
    expect(pathOnly('https://www.wolfpack-digital.com/contact?type=quote&name=Ana#form')).toBe('/contact');
    expect(pathOnly('/blogposts?utm_source=x')).toBe('/blogposts');
    expect(pathOnly(undefined)).toBeUndefined();
  });
});
