import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'android',
  name: 'Android app development',
  parent: 'mobile-development',
  seo: {
    title: 'Android app development with Kotlin and Compose',
    description:
      'Native Android apps in Kotlin and Jetpack Compose that run well on budget phones and flagships alike, published and maintained on Google Play.',
  },
  heroTitle: 'Android apps that run well on every phone',
  intro:
    'Android users own thousands of different devices, from flagships to budget phones with little memory. Our Android engineers build in Kotlin and Jetpack Compose and test on the phones your users actually carry, so the app is fast and reliable for all of them.',
  summary: 'Native Kotlin and Jetpack Compose apps, tested on the devices your users own.',
  audience:
    'Products with large Android audiences in Central and Eastern Europe, business apps on company-issued phones and rugged devices, and teams with Kotlin code that needs to grow.',
  offerings: [
    {
      title: 'Jetpack Compose apps',
      body: 'Modern Compose interfaces with a clean architecture, coroutines and Flow, and Material 3 adapted to your brand.',
    },
    {
      title: 'Performance on real devices',
      body: 'Start-up time, memory and battery profiled on low-end phones, with baseline profiles and careful background work.',
    },
    {
      title: 'Enterprise and rugged devices',
      body: 'Managed devices, barcode scanners, kiosk mode and apps distributed privately through managed Google Play.',
    },
    {
      title: 'Play Store compliance',
      body: "Target SDK upgrades, data safety forms, permissions rationale and background limits handled before Google's deadlines.",
    },
  ],
  process: [
    {
      title: 'Know the devices',
      body: 'We look at which devices and Android versions your users have and set the minimum version and test matrix from that.',
    },
    {
      title: 'Build and test',
      body: 'Sprints with builds on the Play Console internal track, automated tests in CI and manual checks on our device shelf.',
    },
    {
      title: 'Roll out gradually',
      body: 'Staged rollouts to a small percentage of users first, with crash and ANR monitoring before going to everyone.',
    },
    {
      title: 'Maintain',
      body: 'Yearly target SDK upgrades and Android version testing as part of a maintenance plan.',
    },
  ],
  technologies: ['kotlin-multiplatform', 'react-native', 'flutter', 'python'],
  projects: ['roadready-fleet', 'glow-salon-booking', 'huddle-sports-clubs'],
  faqs: [
    {
      question: 'How do you test so many Android devices?',
      answer:
        'We test on the 10 to 15 device models that cover most of your users, from our lab of more than 60 devices, and use a cloud device farm for the long tail before major releases.',
    },
    {
      question: 'How much does an Android app cost?',
      answer:
        'A native Android-only first release typically costs EUR 35,000 to EUR 90,000. Sharing logic with iOS through Kotlin Multiplatform reduces the cost of the second platform.',
    },
    {
      question: 'Can the app be distributed only to our staff?',
      answer:
        'Yes, through managed Google Play with your mobile device management system, so the app never appears in the public store.',
    },
  ],
};

export default entry;
