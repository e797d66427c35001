import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'next-js',
  name: 'Next.js',
  category: 'Front end',
  seo: {
    title: 'Next.js development: fast, search-friendly web apps',
    description:
      'Next.js websites and web apps with server rendering, static generation and Core Web Vitals budgets, built by a Cluj team that ships Next.js in production.',
  },
  heroTitle: 'Next.js for web products that must be fast and found',
  intro:
    'We use Next.js when a React product must load quickly and rank well: marketing sites, e-commerce, learning platforms and SaaS front ends. Server components, static generation and careful caching keep pages fast on slow phones.',
  summary: 'React with server rendering and static pages, for products that must be fast and found.',
  reasons: [
    {
      title: 'Speed on real phones',
      body: 'Pages rendered on the server or at build time arrive ready to read, and server components keep client JavaScript small.',
    },
    {
      title: 'Search engines see everything',
      body: 'Complete HTML, metadata, sitemaps and structured data come out of the box, which matters for content and commerce.',
    },
    {
      title: 'One codebase, front and back',
      body: 'Route handlers and server actions cover light back-end needs, so small products do not need a separate API on day one.',
    },
    {
      title: 'The trade-off',
      body: 'Next.js changes quickly and its caching rules take care to get right. We pin versions, test upgrades on a branch and keep heavy business logic in a dedicated back end.',
    },
  ],
  useCases: [
    'Marketing and content sites with strict performance goals',
    'E-commerce storefronts',
    'Learning platforms and public portals',
    'SaaS products with public and signed-in areas',
  ],
  services: ['web-development', 'frontend', 'ecommerce', 'pwa'],
  projects: ['campus-quest'],
  related: ['react', 'node-js', 'nuxt-js'],
  faqs: [
    {
      question: 'Where can a Next.js app be hosted?',
      answer:
        'Anywhere Node.js runs: Vercel, AWS, Google Cloud, Azure or your own servers in a container. Fully static sites can even be served from a plain CDN.',
    },
    {
      question: 'Is Next.js good for SEO?',
      answer:
        'Yes. Pages arrive as complete HTML with their metadata, and we add sitemaps, canonical URLs and structured data as part of every build.',
    },
    {
      question: 'Can you migrate our single-page React app to Next.js?',
      answer:
        'Yes, usually route by route: Next.js serves the new pages while the old app keeps handling the rest until the move is complete.',
    },
  ],
};

export default entry;
