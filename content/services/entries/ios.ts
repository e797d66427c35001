import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'ios',
  name: 'iOS app development',
  parent: 'mobile-development',
  seo: {
    title: 'iOS app development with Swift and SwiftUI',
    description:
      'Native iPhone and iPad apps in Swift and SwiftUI: widgets, Apple Pay, HealthKit, App Store review handled by a Cluj team that has shipped apps since 2013.',
  },
  heroTitle: 'iPhone apps that feel at home on iOS',
  intro:
    "Our iOS engineers build native apps in Swift and SwiftUI, and the native parts of our cross-platform apps. We follow Apple's Human Interface Guidelines, adopt new OS features when they help your users, and get apps through App Review without drama.",
  summary: 'Native Swift and SwiftUI apps for iPhone, iPad and Apple Watch.',
  audience:
    'Products whose users are mostly on iPhone, apps that rely on Apple-only features such as HealthKit, widgets or Apple Watch, and teams with an existing Swift codebase that needs care.',
  offerings: [
    {
      title: 'Native SwiftUI apps',
      body: 'Modern SwiftUI interfaces with UIKit where it is still the better tool, structured for testing and for the next developer.',
    },
    {
      title: 'Apple platform features',
      body: 'Widgets, Live Activities, App Intents and Siri, Apple Pay, Sign in with Apple, HealthKit and Apple Watch companions.',
    },
    {
      title: 'Accessibility on iOS',
      body: 'VoiceOver, Dynamic Type, Reduce Motion and Voice Control tested on devices, not only in the simulator.',
    },
    {
      title: 'Modernisation',
      body: 'Objective-C and older Swift code moved step by step to current Swift, SwiftUI and Swift concurrency, without a risky rewrite.',
    },
  ],
  process: [
    {
      title: 'Plan for the platform',
      body: 'We agree the minimum iOS version, the Apple features worth adopting and the App Review risks up front.',
    },
    {
      title: 'Build and test',
      body: 'Sprints with TestFlight builds, unit and UI tests in CI, and testing on the iPhone and iPad models your users own.',
    },
    {
      title: 'Review and release',
      body: 'Privacy labels, review notes and phased release, with a plan for rejections so launch dates hold.',
    },
    {
      title: 'Keep current',
      body: 'Each June we test against the new iOS beta and ship compatibility updates before the September release.',
    },
  ],
  technologies: ['kotlin-multiplatform', 'react-native', 'flutter', 'ruby-on-rails'],
  projects: ['glow-salon-booking', 'ledgerly-budgeting'],
  faqs: [
    {
      question: 'Should we build for iOS first?',
      answer:
        'Only if your users are mostly on iPhone. In the UK and the Nordics that is often true for consumer apps; in Romania and much of Central Europe Android has the larger share. Analytics from your website settle the question.',
    },
    {
      question: 'How much does an iOS app cost?',
      answer:
        'A native iOS-only first release typically costs EUR 35,000 to EUR 90,000. Adding Android later costs less if the business logic is shared through Kotlin Multiplatform.',
    },
    {
      question: 'What if Apple rejects the app?',
      answer:
        'We read the guidelines during design, so rejections are rare. When they happen we reply to the reviewer, fix the issue and resubmit, usually within a day or two.',
    },
  ],
};

export default entry;
