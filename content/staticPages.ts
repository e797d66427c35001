import { z } from 'zod';
import { parseEntry } from '@/content/parse';
import { seoSchema } from '@/content/schemas';
import { site } from '@/content/site';
import { pagePaths, type PagePath } from '@/lib/routes';

const staticPageSchema = z.object({
  path: z.enum(Object.values(pagePaths)),
  /** Link text in menus, breadcrumbs and the human sitemap (its section is set in content/navigation.ts). */
  label: z.string().min(1),
  seo: seoSchema,
  /** Kept out of search engines and sitemap.xml (confirmation pages, the bare form frame). */
  noindex: z.boolean().default(false),
});

export type StaticPage = z.infer<typeof staticPageSchema>;

/** Link text and search copy of every page that is not a collection entry. */
const pages = parseEntry('static pages', z.array(staticPageSchema), [
  {
    path: pagePaths.home,
    label: 'Home',
    seo: {
      title: `Web and mobile app development in ${site.city}`,
      description: `${site.name} designs, builds and maintains web and mobile apps with a pack of ${site.developerClaim} in ${site.city}, ${site.country}. Tell us what you are building.`,
    },
  },
  {
    path: pagePaths.about,
    label: 'About us',
    seo: {
      title: 'About us: a Cluj pack of app builders',
      description:
        'Who we are, how we work and why partners from the UK, DACH, the Nordics and the US trust our Cluj Napoca team with their web and mobile products.',
    },
  },
  {
    path: pagePaths.ourStory,
    label: 'Our story',
    seo: {
      title: `Our story: from a small Cluj studio to ${site.developerClaim}`,
      description: `How ${site.name} grew from ${site.founding.team} in ${site.foundedYear} to ${site.developerClaim} in ${site.city}, with a European technology award on the way.`,
    },
  },
  {
    path: pagePaths.theWolf,
    label: 'The wolf',
    seo: {
      title: 'The wolf: why we work as a pack',
      description:
        'The culture behind the wolf: small autonomous teams, mentoring, honest feedback and the rituals that keep our Cluj pack hunting together.',
    },
  },
  {
    path: pagePaths.team,
    label: 'Team',
    seo: {
      title: 'Meet the team behind the apps',
      description:
        'The engineers, designers, testers and project managers of Wolfpack Digital: the people who will build and look after your product.',
    },
  },
  {
    path: pagePaths.pressCorner,
    label: 'Press corner',
    seo: {
      title: 'Press corner: news, interviews and media kit',
      description:
        'Media corner of Wolfpack Digital: interviews, articles, podcasts, awards and events featuring our Cluj Napoca app development team.',
    },
  },
  {
    path: pagePaths.services,
    label: 'Services',
    seo: {
      title: 'App development services: web, mobile, AI, QA',
      description:
        'Every service we offer, from product strategy and design to web, mobile and AI development, testing and long-term app maintenance.',
    },
  },
  {
    path: pagePaths.pricing,
    label: 'Pricing',
    seo: {
      title: 'Pricing and engagement models',
      description:
        'How we price app development: fixed-price discovery, time and materials, dedicated teams and team extension, with the ranges to expect.',
    },
  },
  {
    path: pagePaths.industries,
    label: 'Industries',
    seo: {
      title: 'Industries we build software for',
      description:
        'Fintech, e-learning, healthcare and beauty, transportation, IoT and social: the industries where our apps run in production today.',
    },
  },
  {
    path: pagePaths.technologies,
    label: 'Technologies',
    seo: {
      title: 'Technologies we build with',
      description:
        'The thirteen front-end, back-end and mobile technologies our teams ship with every week, and how we choose between them for your product.',
    },
  },
  {
    path: pagePaths.projects,
    label: 'Projects',
    seo: {
      title: 'Projects: case studies of apps we built',
      description:
        'Case studies of web and mobile apps we designed and built: the challenge, the solution, the design elements and the results for each partner.',
    },
  },
  {
    path: pagePaths.blog,
    label: 'Blog',
    seo: {
      title: 'Blog: wolves, tech and app development news',
      description:
        'Articles from our engineers, designers and testers on building web and mobile apps, pricing, quality, AI and running software in production.',
    },
  },
  {
    path: pagePaths.authors,
    label: 'Authors',
    seo: {
      title: 'Authors of the Wolfpack Digital blog',
      description:
        'The people who write our blog: engineering, design, quality and delivery leads sharing what they learn building apps for our partners.',
    },
  },
  {
    path: pagePaths.jobs,
    label: 'Jobs',
    seo: {
      title: 'Jobs in Cluj Napoca: join the pack',
      description:
        'Open positions at Wolfpack Digital in Cluj Napoca: developer, designer and QA jobs with mentoring, a learning budget and real products to build.',
    },
  },
  {
    path: pagePaths.apply,
    label: 'Apply for a job',
    noindex: true,
    seo: {
      title: 'Apply for a job at Wolfpack Digital',
      description: `Send us your application and CV for an open position at ${site.name} in ${site.city}. We reply to every applicant within ${site.replyWithin.application}.`,
    },
  },
  {
    path: pagePaths.applySuccess,
    label: 'Application sent',
    noindex: true,
    seo: {
      title: 'Application received',
      description: `Thank you for applying to ${site.name}. Your application has reached our people team and you will hear from us within ${site.replyWithin.application}.`,
    },
  },
  {
    path: pagePaths.contact,
    label: 'Get in touch',
    seo: {
      title: 'Get in touch: tell us about your project',
      description: `Tell us about the app you want to build or improve. A senior engineer and a designer reply within ${site.replyWithin.enquiry} with questions and next steps.`,
    },
  },
  {
    path: pagePaths.contactSuccess,
    label: 'Message sent',
    noindex: true,
    seo: {
      title: 'Message received',
      description: `Thank you for getting in touch with ${site.name}. Your message is with our team and we will reply within ${site.replyWithin.enquiry}.`,
    },
  },
  {
    path: pagePaths.privacy,
    label: 'Privacy policy',
    seo: {
      title: 'Privacy policy',
      description:
        'What personal data Wolfpack Digital collects through this website and its forms, why, for how long, who processes it and how to use your rights.',
    },
  },
  {
    path: pagePaths.terms,
    label: 'Terms and conditions',
    seo: {
      title: 'Terms and conditions',
      description:
        'The terms for using the Wolfpack Digital website: content, intellectual property, form submissions, links, liability and the law that applies.',
    },
  },
  {
    path: pagePaths.sitemap,
    label: 'Sitemap',
    seo: {
      title: 'Sitemap: every page of the site',
      description:
        'Every page of the Wolfpack Digital website in one place: services, industries, technologies, projects, blog posts, authors, jobs and company pages.',
    },
  },
  {
    path: pagePaths.search,
    label: 'Search',
    // A page of results for whatever was typed: nothing of its own for search engines to list.
    noindex: true,
    seo: {
      title: 'Search the site',
      description:
        'Search every Wolfpack Digital page: services, industries, technologies, projects, articles, jobs and company pages. Results appear as you type.',
    },
  },
]);

const byPath = new Map(pages.map((page) => [page.path, page]));

export const staticPages: readonly StaticPage[] = pages;

export function staticPage(path: PagePath): StaticPage {
  const page = byPath.get(path);
  if (!page) throw new Error(`No static page entry for ${path}`);
  return page;
}
