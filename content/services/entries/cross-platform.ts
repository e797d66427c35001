import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "cross-platform",
  name: "Cross-platform app development",
  parent: "mobile-development",
  seo: {
    title: "Cross-platform apps: React Native, Flutter and KMP",
    description:
      "One codebase for iOS and Android that still feels native: React Native, Flutter and Kotlin Multiplatform apps, and a written reason for the framework we pick.",
  },
  heroTitle: "One codebase, two stores, and a native feel users never question",
  intro:
    "Most apps we ship today share their code between iOS and Android. We build with React Native, Flutter and Kotlin Multiplatform, and we do not have a favourite: the choice follows your team, your product and the native features it depends on. Done properly, users see an app that behaves like the rest of their phone, and you pay for one team instead of two.",
  summary: "React Native, Flutter and Kotlin Multiplatform apps that feel native on iOS and Android.",
  audience:
    "Startups that need both stores on one budget, companies with React or Kotlin developers who want to reuse those skills and that code on mobile, and owners of two drifting native apps who want one roadmap again.",
  offerings: [
    {
      title: "React Native apps",
      body: "The natural fit when your team writes React and TypeScript: the new architecture with Fabric and TurboModules, Expo tooling where it helps, validation and API clients shared with your web app, and over-the-air fixes through EAS Update.",
    },
    {
      title: "Flutter apps",
      body: "Custom, brand-led interfaces drawn identically on every device by the Impeller renderer, with Dart code that can also produce a web or desktop build. Strong for design-heavy consumer apps and dashboards with many charts.",
    },
    {
      title: "Kotlin Multiplatform",
      body: "Networking, storage, sync and business rules written once in Kotlin, with fully native SwiftUI and Jetpack Compose screens on top, or Compose Multiplatform where a screen can be shared. The closest to native for teams that already have Android engineers.",
    },
    {
      title: "Migrations to a shared codebase",
      body: "Two native apps or an ageing hybrid app moved to one codebase screen by screen, embedding new shared screens inside the live app so users never face a big-bang release.",
    },
  ],
  process: [
    {
      title: "Choose the framework",
      body: "In discovery we score React Native, Flutter and Kotlin Multiplatform against your team skills, design ambitions, native integrations and long-term hiring, and hand you a two-page decision record with the reasons.",
    },
    {
      title: "Prove the hard part first",
      body: "A one- to two-week spike on the riskiest integration, such as Bluetooth pairing, background location, open banking redirects or in-app purchases, run on real phones before the estimate is fixed.",
    },
    {
      title: "Build both platforms in the same sprint",
      body: "Each two-week sprint ends with builds on TestFlight and the Play Console internal track, tested against a shared suite of automated UI tests and on devices from our lab, so neither platform lags behind.",
    },
    {
      title: "Release, measure, update",
      body: "Phased store rollouts, crash and performance monitoring per platform, and targets for cold start under two seconds and smooth scrolling on mid-range Android phones, reviewed after every release.",
    },
  ],
  technologies: ["react-native", "flutter", "kotlin-multiplatform", "react"],
  projects: ["ledgerly-budgeting", "huddle-sports-clubs", "glow-salon-booking"],
  faqs: [
    {
      question: "How much does a cross-platform app cost?",
      answer: `A focused first version for iOS and Android usually costs EUR 45,000 to EUR 100,000 and takes 12 to 20 weeks, including design, back end and testing. That is typically ${pricing.facts.crossPlatformSaving} less than building two native apps with the same features. Discovery ends with a fixed estimate.`,
    },
    {
      question: "How do you choose between React Native, Flutter and Kotlin Multiplatform?",
      answer:
        "React Native when your team knows React or you want to share code with a web app. Flutter for highly custom interfaces or when a web or desktop build from the same code is useful. Kotlin Multiplatform when you want native screens, have Android developers, or are adding shared logic to existing native apps. We make the call with you during discovery, in writing.",
    },
    {
      question: "Will users notice the app is not native?",
      answer:
        "Not when it is done well. We follow each platform's navigation, back gestures, haptics, dynamic type and screen reader behaviour, and we test on mid-range devices, not just the newest iPhone. For anything the shared layer cannot reach, we write Swift or Kotlin modules.",
    },
    {
      question: "Can you move our two native apps to one codebase?",
      answer:
        "Yes, gradually. Most migrations start with shared business logic or a few new screens inside the existing apps, then take over the rest over three to nine months while releases continue. A typical migration costs EUR 60,000 to EUR 150,000, depending on how far the two apps have drifted apart.",
    },
  ],
};

export default entry;
