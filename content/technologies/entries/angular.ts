import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'angular',
  name: 'Angular',
  category: 'Front end',
  seo: {
    title: 'Angular development for enterprise web apps',
    description:
      'Angular front ends for large enterprise applications: strict structure, TypeScript throughout, signals, and upgrades of ageing AngularJS and Angular apps.',
  },
  heroTitle: 'Angular for large teams and long-lived applications',
  intro:
    'Angular gives large organisations one opinionated way to build front ends: dependency injection, typed forms, routing and testing all included. We build new Angular applications and upgrade old ones, including the last AngularJS apps still in production.',
  summary: 'Structured, fully typed front ends for enterprise applications with long lives.',
  reasons: [
    {
      title: 'Everything in the box',
      body: 'Routing, forms, HTTP, internationalisation and testing come from one team, which suits organisations that value stability over choice.',
    },
    {
      title: 'Consistency across teams',
      body: 'Strong conventions make code from different teams look alike, which helps when several squads work on one application.',
    },
    {
      title: 'Modern again',
      body: 'Standalone components, signals and the new control flow have made Angular lighter and faster than its reputation suggests.',
    },
    {
      title: 'The trade-off',
      body: 'Angular has more concepts to learn and more code per feature. For small products or startups we usually recommend React or Vue instead.',
    },
  ],
  useCases: [
    'Enterprise back-office applications',
    'Upgrading AngularJS and early Angular apps',
    'Large forms-heavy workflows',
    'Hybrid mobile apps with Ionic',
  ],
  services: ['frontend', 'web-development', 'app-maintenance', 'hybrid-app'],
  projects: [],
  related: ['react', 'node-js', 'vue-js'],
  faqs: [
    {
      question: 'Can you upgrade our AngularJS application?',
      answer:
        'Yes. AngularJS has been out of support since January 2022. We run old and new side by side and move features one at a time, so the application keeps working during the upgrade.',
    },
    {
      question: 'Is Angular still a good choice for new projects?',
      answer:
        'For large enterprise applications with many teams, yes. For most startups and smaller products, React or Vue gets to market faster.',
    },
    {
      question: 'How often should we update Angular?',
      answer:
        'Angular ships a major version every six months with 18 months of support. We recommend updating at least once a year, which keeps each step small.',
    },
  ],
};

export default entry;
