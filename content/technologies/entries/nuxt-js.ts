import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'nuxt-js',
  name: 'Nuxt',
  category: 'Front end',
  seo: {
    title: 'Nuxt development: server-rendered Vue apps',
    description:
      'Nuxt web apps and sites with server rendering, static generation and server routes, for Vue teams who need speed, search visibility and simple hosting.',
  },
  heroTitle: 'Nuxt: Vue with speed and search built in',
  intro:
    'Nuxt is to Vue what Next.js is to React. We use it for content sites, storefronts and web apps where a Vue team needs server rendering, good search visibility and server routes for authentication and small APIs.',
  summary: 'Server-rendered Vue for sites and apps that need speed and search visibility.',
  reasons: [
    {
      title: 'Fast first load',
      body: 'Server rendering and hybrid rendering rules per route send ready-made HTML, then hydrate only what needs interaction.',
    },
    {
      title: 'Server routes included',
      body: 'Nitro server routes handle sessions, refresh tokens and light APIs next to the front end, with httpOnly cookies instead of tokens in local storage.',
    },
    {
      title: 'Conventions that scale',
      body: 'File-based routing, auto-imports and modules keep large codebases consistent across teams.',
    },
    {
      title: 'The trade-off',
      body: 'Auto-imports and conventions can feel like magic to newcomers. We document the project structure and keep explicit imports where clarity matters.',
    },
  ],
  useCases: [
    'Content and marketing sites for Vue teams',
    'Storefronts with server rendering',
    'Web apps with cookie-based authentication',
    'Hybrid mobile apps from an existing Nuxt front end',
  ],
  services: ['frontend', 'web-development', 'ecommerce', 'hybrid-app'],
  projects: [],
  related: ['vue-js', 'node-js', 'next-js'],
  faqs: [
    {
      question: 'Nuxt or Next.js?',
      answer:
        'Nuxt for Vue teams, Next.js for React teams. Their capabilities are close; the deciding factor is the library your developers know.',
    },
    {
      question: 'How do you handle authentication in Nuxt?',
      answer:
        'With server routes that store tokens in httpOnly cookies and rotate refresh tokens, so the browser never exposes them to scripts. Our blog has a detailed guide.',
    },
    {
      question: 'Can a Nuxt site be fully static?',
      answer:
        'Yes. Nuxt can prerender every page at build time and be served from a CDN, with server routes added later only if needed.',
    },
  ],
};

export default entry;
