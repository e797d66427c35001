import type { Input, technologySchema } from '@/content/schemas';

const entry: Input<typeof technologySchema> = {
  slug: 'vue-js',
  name: 'Vue.js',
  category: 'Front end',
  seo: {
    title: 'Vue.js development for web apps and dashboards',
    description:
      'Vue.js 3 front ends with TypeScript and the Composition API: dashboards, portals and admin tools that are quick to build and easy for your team to own.',
  },
  heroTitle: 'Vue.js interfaces your team will enjoy owning',
  intro:
    'Vue.js is a favourite of our front-end developers for dashboards, back-office tools and products whose teams value clear conventions. We build with Vue 3, the Composition API and TypeScript, and often pair it with Nuxt.',
  summary: 'Approachable, well-structured front ends for dashboards, portals and admin tools.',
  reasons: [
    {
      title: 'Gentle learning curve',
      body: 'Single-file components and clear conventions make Vue code easy to read, so new developers are productive within days.',
    },
    {
      title: 'Batteries included',
      body: 'Official routing, state management with Pinia and first-class tooling reduce the number of decisions and dependencies.',
    },
    {
      title: 'Great for incremental adoption',
      body: 'Vue can take over one page of an older server-rendered app at a time, which makes modernisation low-risk.',
    },
    {
      title: 'The trade-off',
      body: "The ecosystem and hiring pool are smaller than React's. For products that also need React Native apps, React usually wins.",
    },
  ],
  useCases: [
    'Operator and admin dashboards',
    'Modernising server-rendered apps page by page',
    'Customer portals',
    'Hybrid mobile apps with Capacitor',
  ],
  services: ['frontend', 'web-development', 'hybrid-app'],
  projects: ['voltway-ev-charging'],
  related: ['nuxt-js', 'react', 'node-js'],
  faqs: [
    {
      question: 'Should we upgrade from Vue 2?',
      answer:
        'Yes. Vue 2 reached end of life at the end of 2023 and no longer receives security fixes. We migrate component by component using the official migration build.',
    },
    {
      question: 'Vue or React for a new product?',
      answer:
        'Vue if your team knows it or values its conventions, React if you need the largest hiring pool or plan React Native apps. Both are safe long-term choices.',
    },
    {
      question: 'Do you use TypeScript with Vue?',
      answer:
        'Always, with the Composition API and strict type checking in CI, so refactoring stays safe as the product grows.',
    },
  ],
};

export default entry;
