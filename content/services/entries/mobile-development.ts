import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'mobile-development',
  name: 'Mobile development',
  seo: {
    title: 'Mobile app development for iOS and Android',
    description:
      'Native and cross-platform mobile apps for iOS and Android, designed, built, tested and published by a Cluj team of 70+ developers, designers and testers.',
  },
  heroTitle: 'Mobile apps people keep on their home screen',
  intro:
    'We have been building mobile apps since 2013: native iOS and Android, cross-platform with React Native, Flutter and Kotlin Multiplatform, and hybrid apps from web code. One team designs, builds, tests and publishes, and stays to keep the app healthy.',
  summary: 'Native and cross-platform iOS and Android apps, from first prototype to store launch and beyond.',
  audience:
    'Startups launching a first app, companies turning a web product or a paper process into an app, and product teams who need experienced mobile engineers to scale or rescue an existing app.',
  offerings: [
    {
      title: 'Consumer apps',
      body: 'Onboarding that converts, subscriptions and in-app purchases, push notifications people welcome and analytics that respect consent.',
    },
    {
      title: 'Business and field apps',
      body: 'Apps for drivers, technicians and staff that work offline, scan codes, capture photos and signatures and sync when a connection returns.',
    },
    {
      title: 'Connected device apps',
      body: 'Bluetooth and Wi-Fi pairing, device control and firmware updates for hardware products.',
    },
    {
      title: 'App store launch and growth',
      body: 'Store listings, review submissions, phased rollouts, crash monitoring and the release cadence that keeps ratings up.',
    },
  ],
  process: [
    {
      title: 'Discovery and prototype',
      body: 'Workshops, user journeys and a clickable prototype on your phone, ending with a platform recommendation and a fixed estimate.',
    },
    {
      title: 'Design and build in sprints',
      body: "Two-week sprints with a new test build on TestFlight and Google Play's internal track every time.",
    },
    {
      title: 'Test on real devices',
      body: 'Automated tests in CI plus manual testing on our lab of more than 60 phones and tablets.',
    },
    {
      title: 'Launch and maintain',
      body: "Store submission, phased release, monitoring and a maintenance plan for each year's OS updates.",
    },
  ],
  technologies: ['react-native', 'flutter', 'kotlin-multiplatform', 'ruby-on-rails', 'node-js'],
  projects: ['ledgerly-budgeting', 'glow-salon-booking', 'fieldnote-smart-greenhouse'],
  faqs: [
    {
      question: 'How much does a mobile app cost?',
      answer:
        'A focused first version for iOS and Android usually costs EUR 50,000 to EUR 120,000 and takes three to six months, including design, back end and testing. Discovery ends with a fixed estimate for your scope.',
    },
    {
      question: 'Native or cross-platform?',
      answer:
        'Cross-platform fits most products and saves 30 to 40 percent. We recommend native when an app leans heavily on platform features, demanding graphics or the newest OS capabilities on day one.',
    },
    {
      question: 'Do you handle the App Store and Google Play?',
      answer:
        "Yes: developer accounts, listings, privacy labels, review submissions and responses to reviewers. The apps are published under your company's accounts, which you own.",
    },
    {
      question: 'Do you build the back end too?',
      answer:
        'Yes. Most of our mobile projects include an API and an admin area built by the same team, usually with Ruby on Rails, Node.js or Django.',
    },
  ],
};

export default entry;
