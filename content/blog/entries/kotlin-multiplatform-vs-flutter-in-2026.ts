import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "kotlin-multiplatform-vs-flutter-in-2026",
  title: "Kotlin Multiplatform vs Flutter in 2026: how we choose",
  excerpt:
    "Both are production-ready, both ship apps we are proud of, and they solve different problems. How much code each really shares, what it costs and when we pick one over the other.",
  seo: {
    title: "Kotlin Multiplatform vs Flutter in 2026",
    description:
      "Code sharing, UI, performance, hiring and cost: a practical comparison of Kotlin Multiplatform and Flutter from a team that ships both to production.",
  },
  author: "ioana-pop",
  publishedAt: "2026-03-10",
  tags: ["Mobile", "Cross-platform"],
  image: {
    src: "/images/blog/kotlin-multiplatform-vs-flutter-in-2026.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Two years ago the question was whether Kotlin Multiplatform was ready. In 2026 it is no longer a question: KMP has been stable since late 2023, Google supports it for sharing business logic between Android and iOS, and Compose Multiplatform for iOS reached stable in 2025. Flutter, meanwhile, has matured into a dependable choice with its Impeller renderer and a large package ecosystem. We ship both. Our Glow salon booking app runs on Kotlin Multiplatform; Fieldnote and Huddle are Flutter apps. Here is how we decide.",
    },
    { type: "heading", level: 2, text: "The core difference: what you share" },
    {
      type: "paragraph",
      text: "Flutter shares almost everything. You write the interface and the logic once in Dart, and Flutter draws every pixel itself. In our projects 90 to 95 per cent of the code is shared, and the rest is platform glue: push notifications, widgets, payment sheets. Kotlin Multiplatform shares what you choose. The common pattern is to share networking, data storage, validation and business rules in Kotlin and keep the interface native, in SwiftUI on iOS and Jetpack Compose on Android. That typically shares 50 to 70 per cent of the code. With Compose Multiplatform you can share the interface as well and get close to Flutter numbers.",
    },
    { type: "heading", level: 2, text: "Side by side" },
    {
      type: "list",
      items: [
        "Look and feel: Flutter gives pixel-identical screens on both platforms, which suits branded, custom interfaces. KMP with native UI gives platform-native controls, navigation and accessibility behaviour for free.",
        "Performance: both are fast enough for almost any business app. Flutter adds roughly 4 to 6 MB to the download size; shared Kotlin logic on iOS adds less, but the Kotlin/Native compiler makes iOS builds noticeably slower.",
        "Existing apps: KMP can be introduced one module at a time into an existing native Android and iOS codebase. Flutter add-to-app works, but it is usually an all-or-nothing decision.",
        "Team: Flutter needs Dart developers and one platform specialist for the edges. KMP needs Kotlin developers plus at least one iOS engineer who is comfortable consuming Kotlin from Swift.",
        "Ecosystem: Flutter has more ready-made packages. KMP libraries are growing quickly, and anything missing can be written natively on each side behind a shared interface.",
      ],
    },
    { type: "heading", level: 2, text: "What it means for the budget" },
    {
      type: "paragraph",
      text: `Compared with two separate native apps, a Flutter build typically costs ${pricing.facts.crossPlatformSaving} less for the same scope. KMP with native interfaces saves less, usually 15 to 25 per cent, because two user interfaces are still designed, built and tested. On a EUR 100,000 native estimate that is the difference between about EUR 65,000 and EUR 80,000. The saving continues after launch: a bug in shared logic is fixed once, whichever framework you use.`,
    },
    {
      type: "quote",
      text: "Choose Flutter when the interface is the product. Choose Kotlin Multiplatform when the platforms matter and the logic is the expensive part.",
      cite: "Ioana Pop, Head of Mobile",
    },
    { type: "heading", level: 2, text: "How we decide on a real project" },
    {
      type: "list",
      ordered: true,
      items: [
        "Is there an existing native app worth keeping? If yes, KMP lets us share new logic without a rewrite.",
        "Does the brand need a highly custom interface, or should the app feel like a native iOS and Android app? Custom favours Flutter; native feel favours KMP.",
        "How heavy are the platform integrations, such as Bluetooth, HealthKit, widgets or CarPlay? The heavier they are, the more KMP pays off.",
        "Who will maintain the app after us? An in-house Android team will be productive in KMP within weeks.",
        "Is a web or desktop version on the roadmap? Flutter reaches them from the same codebase today, though Flutter web is best for app-like tools rather than content sites.",
      ],
    },
    {
      type: "paragraph",
      text: "Glow went with KMP because its booking and availability rules were the expensive part and each platform had to feel at home. Huddle went with Flutter because one strongly branded interface had to reach iOS and Android from a single small team. Neither decision was about which framework is better. Both were about which trade-off the product could afford.",
    },
  ],
};

export default entry;
