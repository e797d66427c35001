import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'node-js',
  name: 'Node.js',
  category: 'Back end',
  seo: {
    title: 'Node.js back-end and API development',
    description:
      'Node.js APIs and real-time back ends in TypeScript: REST and GraphQL, WebSockets, queues and integrations, load-tested and monitored in production.',
  },
  heroTitle: 'Node.js back ends for real-time products and busy APIs',
  intro:
    'We use Node.js with TypeScript for APIs, real-time features and integration-heavy back ends. It shines when a product talks to many devices, services or users at once, and it lets one language run from the browser to the database.',
  summary: 'TypeScript APIs, real-time features and integrations that handle many connections at once.',
  reasons: [
    {
      title: 'Built for many connections',
      body: 'Non-blocking I/O handles thousands of WebSocket clients, chargers or devices on modest servers.',
    },
    {
      title: 'One language everywhere',
      body: 'TypeScript on the front end and back end means shared types, shared validation and developers who can work across the stack.',
    },
    {
      title: 'Integrations are quick',
      body: 'npm has a maintained client for almost every payment provider, CRM and cloud service.',
    },
    {
      title: 'The trade-off',
      body: 'Node.js is less suited to heavy computation, and its freedom needs discipline. We use strict TypeScript, a clear module structure and workers or Python services for number crunching.',
    },
  ],
  useCases: [
    'REST and GraphQL APIs for web and mobile apps',
    'Real-time chat, notifications and live tracking',
    'Device protocols such as OCPP and MQTT gateways',
    'Backends for front ends and integration layers',
  ],
  services: ['backend', 'web-development', 'mobile-development', 'ai-integration'],
  projects: ['campus-quest', 'huddle-sports-clubs', 'voltway-ev-charging'],
  related: ['express-js', 'react', 'next-js'],
  faqs: [
    {
      question: 'Node.js, Rails or Django for our back end?',
      answer:
        'Node.js for real-time features, many connections and teams that want TypeScript everywhere; Rails or Django for data-heavy business applications where their conventions speed up delivery.',
    },
    {
      question: 'Which frameworks do you use with Node.js?',
      answer:
        'Express for lean APIs and services, NestJS or Fastify for larger structured back ends, with Prisma or Kysely for database access.',
    },
    {
      question: 'Does Node.js scale?',
      answer:
        'Yes. Our Node.js services run behind load balancers with several instances, and we load-test at several times the expected traffic before launch.',
    },
  ],
};

export default entry;
