import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'express-js',
  name: 'Express',
  category: 'Back end',
  seo: {
    title: 'Express.js API development',
    description:
      'Lean Express.js APIs in TypeScript: validated input, clear error handling, security middleware and tests, for products that need a focused back end.',
  },
  heroTitle: 'Express: lean APIs with nothing you do not need',
  intro:
    'Express is the most widely used web framework for Node.js. We use it for focused APIs and services where a heavier framework would add more ceremony than value, with TypeScript, schema validation and tests from the first endpoint.',
  summary: 'Minimal, well-tested Node.js APIs and services.',
  reasons: [
    {
      title: 'Small and proven',
      body: 'Express has run production APIs for over a decade; its behaviour is well understood and its middleware ecosystem is huge.',
    },
    {
      title: 'Fits any architecture',
      body: 'It works as a single API, a set of small services or the server behind a front end, without imposing a structure you do not want.',
    },
    {
      title: 'Easy to take over',
      body: 'Almost every Node.js developer knows Express, so handing the code to your team is straightforward.',
    },
    {
      title: 'The trade-off',
      body: 'Express leaves structure to you. We bring our own conventions for folders, validation with zod, error handling and security headers so projects stay consistent.',
    },
  ],
  useCases: [
    'APIs for web and mobile apps',
    'Webhook receivers and integration services',
    'Adaptive exercise and scoring engines',
    'Internal services in a larger system',
  ],
  services: ['backend', 'web-development'],
  projects: ['campus-quest'],
  related: ['node-js', 'react', 'vue-js'],
  faqs: [
    {
      question: 'Express or NestJS?',
      answer:
        'Express for focused services and smaller teams; NestJS when a large back end benefits from its enforced modules and dependency injection. Both run on Node.js.',
    },
    {
      question: 'How do you secure Express APIs?',
      answer:
        'Input validated against schemas, authentication middleware, rate limiting, security headers, dependency scanning in CI and regular penetration tests for sensitive products.',
    },
    {
      question: 'Is Express still maintained?',
      answer:
        'Yes. Express 5 was released in 2024 with modern promise support, and the project has an active technical committee.',
    },
  ],
};

export default entry;
