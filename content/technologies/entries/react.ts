import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'react',
  name: 'React',
  category: 'Front end',
  seo: {
    title: 'React development company in Cluj',
    description:
      'React front ends for SaaS products, dashboards and portals: TypeScript, accessible component libraries, server rendering and performance budgets in CI.',
  },
  heroTitle: 'React front ends that stay fast as they grow',
  intro:
    'React is our default for complex web interfaces: dashboards, portals and SaaS products with hundreds of screens. We write it in TypeScript, build accessible component libraries, and keep bundle sizes in check as the product grows.',
  summary: 'Our default for complex, data-heavy web interfaces, written in TypeScript.',
  reasons: [
    {
      title: 'The largest ecosystem',
      body: 'Mature libraries for forms, tables, charts and accessibility mean we spend your budget on your product rather than on plumbing.',
    },
    {
      title: 'Easy to hire for',
      body: 'React is the most widely known front-end library, so your in-house team can take over the code or grow it without retraining.',
    },
    {
      title: 'Shared skills with mobile',
      body: 'React Native uses the same model, so web and mobile teams can share people, patterns and sometimes code.',
    },
    {
      title: 'The trade-off',
      body: 'React leaves many decisions open. We fix them early, with a framework such as Next.js, a state approach and a component library, so the codebase stays consistent.',
    },
  ],
  useCases: [
    'SaaS products with complex dashboards',
    'Customer portals and self-service accounts',
    'Internal tools and admin areas',
    'Design systems shared across several products',
  ],
  services: ['frontend', 'web-development', 'pwa', 'product-design'],
  projects: ['campus-quest', 'roadready-fleet'],
  related: ['next-js', 'react-native', 'node-js'],
  faqs: [
    {
      question: 'React or Vue?',
      answer:
        'Both are excellent. We pick React when you need the widest hiring pool or plan React Native apps, and Vue when your team already knows it or prefers its conventions.',
    },
    {
      question: 'Do you use Next.js with React?',
      answer:
        'For most public-facing products, yes: it adds server rendering, routing and image optimisation. Internal tools behind a login are often simpler as a single-page app built with Vite.',
    },
    {
      question: 'Can you improve our existing React app?',
      answer:
        'Yes. We start with an audit of performance, accessibility and code structure, then fix the biggest problems first while your product keeps shipping.',
    },
  ],
};

export default entry;
