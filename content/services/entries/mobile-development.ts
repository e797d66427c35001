import type { Input, serviceSchema } from "@/content/schemas";
import { site } from "@/content/site";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "mobile-development",
  name: "Mobile development",
  seo: {
    title: "Mobile app development for iOS and Android",
    description: `Native, cross-platform and hybrid apps for iOS and Android: designed, built, tested and published to the stores by a Cluj team shipping apps since ${site.firstMobileYear}.`,
  },
  heroTitle: "Mobile apps people keep on their home screen",
  intro: `We have built mobile apps since ${site.firstMobileYear}: native iOS apps in Swift, native Android apps in Kotlin, cross-platform apps in React Native, Flutter and Kotlin Multiplatform, and hybrid apps from existing web code. One team designs, builds, tests and publishes, then stays to keep the app working through every new OS release. In ${site.award.year} that work earned us a European technology award for app development.`,
  summary:
    "Native, cross-platform and hybrid iOS and Android apps, from first prototype to store launch and the years after.",
  audience:
    "Startups launching a first app on one budget, companies turning a web product or a paper process into an app, and product teams in the UK, DACH, the Nordics and the Netherlands who need experienced mobile engineers to scale or rescue an app already in the stores.",
  offerings: [
    {
      title: "Native and cross-platform apps",
      body: "Swift and SwiftUI on iOS, Kotlin and Jetpack Compose on Android, or one shared codebase in React Native, Flutter or Kotlin Multiplatform. We recommend the approach in writing after discovery, with the trade-offs in cost, performance and hiring spelled out.",
    },
    {
      title: "Offline-first field and business apps",
      body: "Apps for drivers, technicians and growers that keep working in basements and on country roads: a local database, a sync queue with conflict rules, photo and signature capture, and barcode scanning, all uploaded when the signal comes back.",
    },
    {
      title: "Push, payments and analytics",
      body: "Push notifications through APNs and Firebase Cloud Messaging with deep links and quiet hours, subscriptions and in-app purchases with server-side receipt validation, and product analytics that wait for consent before a single event is sent.",
    },
    {
      title: "App store releases and growth",
      body: "Developer accounts, store listings, privacy labels and the Play data safety form, review submissions, phased rollouts and crash monitoring, with a release every two to four weeks so ratings and search rankings keep moving up.",
    },
  ],
  process: [
    {
      title: "Discovery and prototype",
      body: "Two to three weeks of workshops, user journeys and a clickable prototype running on your own phone, ending with a platform recommendation, an architecture sketch and a fixed estimate for the first release.",
    },
    {
      title: "Design and build in two-week sprints",
      body: "Every sprint ends with a demo and a fresh build on TestFlight and the Google Play internal track, so you and your pilot users test real software, not screenshots.",
    },
    {
      title: "Test on real devices",
      body: `Unit and UI tests run in CI on every pull request, and our QA engineers test each release on our device lab of ${site.deviceLab}, including the budget Android phones many users really carry.`,
    },
    {
      title: "Launch and look after it",
      body: "Store submission, a phased rollout starting at a few per cent of users, crash-free session targets above 99.5 per cent, and a maintenance plan that covers the new iOS and Android versions every September.",
    },
  ],
  technologies: ["react-native", "flutter", "kotlin-multiplatform", "node-js", "ruby-on-rails", "django"],
  projects: ["voltway-ev-charging", "ledgerly-budgeting", "fieldnote-smart-greenhouse"],
  faqs: [
    {
      question: "How much does a mobile app cost?",
      answer: `A first version for iOS and Android, including design, back end, admin area and testing, usually costs ${pricing.facts.mobileApp} and takes three to six months. Apps with payments, hardware integrations or complex offline sync can go beyond that. Discovery costs ${pricing.facts.discoveryFee} and ends with a fixed estimate.`,
    },
    {
      question: "Should we build native or cross-platform?",
      answer: `For most products cross-platform is the better deal: one codebase for both stores, typically ${pricing.facts.crossPlatformSaving} cheaper than two native apps. We recommend native Swift and Kotlin when the app depends on demanding graphics, heavy background processing or new platform features on the day Apple or Google release them.`,
    },
    {
      question: "Do you publish the app to the App Store and Google Play?",
      answer:
        "Yes. We prepare listings, screenshots, privacy labels and the data safety form, submit builds and answer reviewers. The apps are published under your company's developer accounts, so you own the listing, the reviews and the download history from day one.",
    },
    {
      question: "What does an app cost to run after launch?",
      answer: `Plan for maintenance from ${pricing.facts.maintenanceFrom} for a stable app, covering OS updates, security patches, store policy changes and monitoring. Cloud hosting for the back end typically adds EUR 100 to EUR 1,000 a month, depending on users and media storage.`,
    },
  ],
};

export default entry;
