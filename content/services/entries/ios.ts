import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";
import { site } from "@/content/site";

const entry: Input<typeof serviceSchema> = {
  slug: "ios",
  name: "iOS app development",
  parent: "mobile-development",
  seo: {
    title: "iOS app development with Swift and SwiftUI",
    description: `Native iPhone, iPad and Apple Watch apps in Swift and SwiftUI: widgets, Apple Pay, HealthKit and App Store review, handled by a Cluj team since ${site.firstMobileYear}.`,
  },
  heroTitle: "iPhone apps that feel like they came with the phone",
  intro:
    "Our iOS engineers build native apps in Swift and SwiftUI, and write the native modules behind our React Native, Flutter and Kotlin Multiplatform apps. We follow Apple's Human Interface Guidelines, adopt new iOS features when they help your users rather than because they are new, and plan for App Review from the first design so launch dates hold.",
  summary:
    "Native Swift and SwiftUI apps for iPhone, iPad and Apple Watch, through App Review and every new iOS release.",
  audience:
    "Products whose customers are mostly on iPhone, as in many UK and Nordic consumer markets; apps that depend on Apple-only capabilities such as HealthKit, Apple Pay, widgets or a Watch companion; and teams with an existing Swift or Objective-C codebase that needs experienced hands.",
  offerings: [
    {
      title: "Native SwiftUI apps",
      body: "SwiftUI interfaces with UIKit where it is still the better tool, Swift concurrency with async/await and actors, SwiftData or Core Data for local storage, and modules structured so unit and UI tests run in under ten minutes in CI.",
    },
    {
      title: "Widgets, Live Activities and App Intents",
      body: "Home and Lock Screen widgets with WidgetKit, Live Activities and the Dynamic Island for deliveries, bookings and charging sessions, and App Intents so Siri, Spotlight and Shortcuts can reach your features without opening the app.",
    },
    {
      title: "Apple Pay, HealthKit and Apple Watch",
      body: "Apple Pay through your payment provider, Sign in with Apple, HealthKit reads and writes with granular permission prompts, and watchOS companions that sync with the phone app through WatchConnectivity.",
    },
    {
      title: "Modernisation of older iOS apps",
      body: "Objective-C and early Swift code moved screen by screen to current Swift and SwiftUI, CocoaPods replaced by Swift Package Manager, and crashes fixed in order of how many users they hit, without freezing releases.",
    },
  ],
  process: [
    {
      title: "Plan for the platform",
      body: "In discovery we agree the minimum iOS version, usually the current release minus two, the Apple features worth adopting, and the App Review risks such as account deletion, in-app purchase rules and permission wording.",
    },
    {
      title: "Build in sprints with TestFlight builds",
      body: "Every two weeks you get a TestFlight build and a demo. XCTest unit tests and UI tests run on every pull request, and QA checks each build on the iPhone and iPad models your analytics say matter.",
    },
    {
      title: "Submit, review and release",
      body: "Privacy nutrition labels, a privacy manifest, review notes and a demo account for the reviewer, then a phased release over seven days so a late bug reaches only a small share of users.",
    },
    {
      title: "Keep up with each iOS release",
      body: "Every June we test your app against the first iOS beta, fix what breaks and ship a compatible update before the public release in September, so you never learn about a problem from one-star reviews.",
    },
  ],
  technologies: [
    { name: "Swift" },
    { name: "SwiftUI" },
    "kotlin-multiplatform",
    "react-native",
    "flutter",
    "ruby-on-rails",
    "node-js",
  ],
  projects: ["glow-salon-booking", "ledgerly-budgeting"],
  faqs: [
    {
      question: "How much does an iOS app cost?",
      answer: `A native iOS-only first release, with design, back end and testing, typically costs ${pricing.facts.mvpFrom} to EUR 90,000 and takes 10 to 16 weeks. An Apple Watch companion or a set of widgets adds EUR 8,000 to EUR 20,000. If Android follows later, sharing business logic through Kotlin Multiplatform makes the second app noticeably cheaper.`,
    },
    {
      question: "Should we launch on iOS first?",
      answer:
        "Only if your users are mostly on iPhone. In the UK, Norway and Denmark that is often true for consumer apps; in Germany and most of Central and Eastern Europe Android has the larger share. Your website analytics usually settle the question in an afternoon.",
    },
    {
      question: "What happens if Apple rejects the app?",
      answer:
        "We design with the App Store Review Guidelines open, so rejections are rare. When one happens we answer the reviewer in App Store Connect, fix the issue and resubmit, usually within one or two working days. Most reviews themselves complete within 24 to 48 hours.",
    },
    {
      question: "Do we need a Mac or an Apple developer account?",
      answer:
        "You need an Apple Developer Program membership under your company, which costs EUR 99 a year and requires a D-U-N-S number; we guide you through the setup, which takes one to two weeks. You do not need a Mac: we build, sign and upload from our own CI machines.",
    },
  ],
};

export default entry;
