import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'cross-platform',
  name: 'Cross-platform app development',
  parent: 'mobile-development',
  seo: {
    title: 'Cross-platform apps with React Native, Flutter, KMP',
    description:
      'One codebase for iOS and Android with a native feel: we build cross-platform apps in React Native, Flutter and Kotlin Multiplatform and help you choose.',
  },
  heroTitle: 'One codebase, two stores, no compromises users can feel',
  intro:
    'Most of the mobile apps we build today share their code between iOS and Android. We work with React Native, Flutter and Kotlin Multiplatform, and we choose with you based on your team, your product and the native features it needs.',
  summary: 'React Native, Flutter and Kotlin Multiplatform apps that feel native on both platforms.',
  audience:
    'Startups that need both stores on one budget, and companies with web or Kotlin teams who want to reuse their skills and code on mobile.',
  offerings: [
    {
      title: 'React Native apps',
      body: 'A strong choice when your team already writes React and TypeScript, with the new architecture, native modules where needed and over-the-air updates for fixes.',
    },
    {
      title: 'Flutter apps',
      body: 'Pixel-perfect custom interfaces rendered identically on every device, excellent for brand-heavy products and apps that also need a web or desktop version.',
    },
    {
      title: 'Kotlin Multiplatform',
      body: 'Shared business logic in Kotlin with fully native SwiftUI and Jetpack Compose interfaces, ideal when native feel matters most or you have Android developers already.',
    },
    {
      title: 'Migrations',
      body: 'Moving two native apps to a shared codebase, or an ageing hybrid app to a modern framework, screen by screen while the app stays live.',
    },
  ],
  process: [
    {
      title: 'Choose the framework',
      body: "A short comparison against your product's needs, your team and the native features required, written down with the reasons.",
    },
    {
      title: 'Prove the hard parts',
      body: 'A spike on the riskiest native feature, such as Bluetooth, background location or payments, before the build starts.',
    },
    {
      title: 'Build both platforms together',
      body: 'Every sprint ships to TestFlight and the Play Console internal track, tested on real iOS and Android devices.',
    },
    {
      title: 'Release and update',
      body: 'Store submissions, phased rollouts and crash monitoring, with over-the-air updates where the framework and store rules allow.',
    },
  ],
  technologies: ['react-native', 'flutter', 'kotlin-multiplatform', 'node-js'],
  projects: ['ledgerly-budgeting', 'huddle-sports-clubs', 'glow-salon-booking'],
  faqs: [
    {
      question: 'Is cross-platform cheaper than native?',
      answer:
        'Usually by 30 to 40 percent for the same features, because most code is written and tested once. The saving is smaller when an app relies heavily on platform-specific features.',
    },
    {
      question: 'Which framework should we choose?',
      answer:
        'React Native if your team knows React, Flutter for custom, brand-led interfaces, Kotlin Multiplatform when native interfaces and shared logic matter most. We explain the choice for your case in discovery.',
    },
    {
      question: 'Will users notice it is not native?',
      answer:
        "Not when it is done well. We respect each platform's navigation, gestures and accessibility features, and we measure start-up time and frame rates on mid-range devices.",
    },
    {
      question: 'Can we add native code later?',
      answer:
        'Yes. All three frameworks let us write native Swift or Kotlin modules for features the shared code cannot reach.',
    },
  ],
};

export default entry;
