import { parseEntry } from '@/content/parse';
import { pricingSchema } from '@/content/schemas';

/** Figures other pages quote (services, posts, the about page); each is stated only here. */
const facts = {
  discoveryDuration: 'two to three weeks',
  discoveryFee: 'EUR 4,000 to EUR 8,000',
  maintenanceFrom: 'EUR 2,000 a month',
  maintenanceShare: '15 to 20 per cent of the build cost per year',
  blendedRate: 'EUR 40 to EUR 60 per hour',
  mvpFrom: 'EUR 40,000',
  mobileApp: 'EUR 60,000 to EUR 150,000',
  crossPlatformSaving: '30 to 40 per cent',
};

/** The pricing page: engagement models, what drives the cost, and the questions prospects ask. */
export const pricing = parseEntry('pricing', pricingSchema, {
  facts,
  seo: {
    title: 'Pricing and engagement models',
    description:
      'How we price app development: fixed-price discovery, time and materials, dedicated teams and team extension, with the ranges to expect.',
  },
  heroTitle: 'Clear numbers before the first line of code',
  intro:
    'Every engagement starts with a conversation and, for new products, a short paid discovery that ends in a fixed estimate. After that you choose how to work with us: a fixed scope, a flexible budget, or a team of your own.',
  models: [
    {
      name: 'Discovery and fixed-price build',
      bestFor: 'A new product with a clear first release and a budget that must not move.',
      billing: `Discovery at a fixed ${facts.discoveryFee}, then a fixed price for the agreed scope, paid in milestones.`,
      includes: [
        `Workshops, user flows and a clickable prototype over ${facts.discoveryDuration}`,
        'A prioritised backlog, architecture outline and risk list',
        'A fixed price and timeline for the first release',
        'Change requests estimated separately before any work starts',
      ],
    },
    {
      name: 'Time and materials',
      bestFor: 'Products that will keep learning from users, where the scope should follow what the data says.',
      billing:
        'Monthly invoices for the hours actually worked, with a budget cap and a burn-down you see every sprint.',
      includes: [
        'Re-prioritise the backlog every two weeks',
        'Sprint demos and written reports of hours and progress',
        'A monthly cap you set and we never exceed without approval',
      ],
    },
    {
      name: 'Dedicated team',
      bestFor: 'Companies that need a complete product team for a year or more without hiring one.',
      billing: 'A fixed monthly fee per team member, with one month of notice to scale up or down.',
      includes: [
        'A stable cross-functional team: engineers, QA, design and a delivery manager',
        'Your roadmap, your rituals, our people and processes',
        'Replacement and holiday cover handled by us',
        'Quarterly reviews of velocity, quality and team shape',
      ],
    },
    {
      name: 'Team extension',
      bestFor: 'In-house teams that need one to four senior specialists for a few months.',
      billing: 'Monthly fee per specialist, minimum engagement of three months.',
      includes: [
        'Engineers who join your stand-ups, tools and code review',
        'Onboarding within two weeks of signing',
        'A lead engineer on our side checking quality behind the scenes',
      ],
    },
  ],
  costFactors: [
    {
      title: 'Number of platforms',
      body: `One cross-platform codebase for iOS and Android costs roughly ${facts.crossPlatformSaving} less than two native apps, and a web version from the same code adds far less than a third app would.`,
    },
    {
      title: 'Integrations',
      body: 'Every payment provider, ERP, CRM or hardware device adds work for the happy path and more for the failure cases.',
    },
    {
      title: 'Design depth',
      body: 'Adapting an existing design system is quicker than creating a brand and a full system from scratch.',
    },
    {
      title: 'Compliance',
      body: 'Healthcare, finance and education products for children need audits, documentation and security testing that other apps can skip.',
    },
    {
      title: 'Content and data migration',
      body: 'Moving users, orders or years of records from an old system is its own small project with its own tests.',
    },
  ],
  faqs: [
    {
      question: 'What does a typical app cost?',
      answer: `An MVP starts at about ${facts.mvpFrom}. A typical mobile app with a back end and admin panel costs ${facts.mobileApp}; larger platforms go beyond that. Discovery gives you a fixed number for your case.`,
    },
    {
      question: 'What are your rates?',
      answer: `Blended rates are ${facts.blendedRate}, depending on seniority and engagement length, which is typical for senior teams in Cluj and well below Western European agencies.`,
    },
    {
      question: 'Why is discovery paid?',
      answer:
        'Because it produces real work you keep: a prototype, a backlog and an architecture plan. You can take them to another vendor if you decide not to continue with us.',
    },
    {
      question: 'What does maintenance cost after launch?',
      answer: `Maintenance retainers start at ${facts.maintenanceFrom} and cover updates for new iOS and Android versions, security patches, monitoring and a pool of hours for small improvements. As a rule of thumb, plan ${facts.maintenanceShare}.`,
    },
    {
      question: 'How do you invoice?',
      answer:
        'Monthly in EUR, with 15-day payment terms. Fixed-price projects are split into milestones tied to delivered, accepted work.',
    },
  ],
});
