import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "kotlin-multiplatform",
  name: "Kotlin Multiplatform",
  category: "Cross-platform",
  seo: {
    title: "Kotlin Multiplatform app development",
    description:
      "Kotlin Multiplatform apps that share business logic between iOS and Android while keeping fully native SwiftUI and Jetpack Compose interfaces.",
  },
  heroTitle: "Kotlin Multiplatform: share the logic, keep the native feel",
  intro:
    "Kotlin Multiplatform shares networking, data, validation and business rules between iOS and Android while each platform keeps its own native interface. We use it when native feel matters most, and to bring iOS to products with an existing Kotlin Android app.",
  summary: "Shared Kotlin business logic with native SwiftUI and Jetpack Compose interfaces.",
  reasons: [
    {
      title: "Native interfaces, shared rules",
      body: "SwiftUI on iOS and Jetpack Compose on Android feel exactly right, while complex rules such as availability or pricing are written and tested once.",
    },
    {
      title: "Adopt step by step",
      body: "Existing native apps can share one module at a time, starting with networking or validation, without a rewrite.",
    },
    {
      title: "Backed by JetBrains and Google",
      body: "Kotlin Multiplatform is stable, supported in Android tooling and increasingly used by large product companies.",
    },
    {
      title: "The trade-off",
      body: "Two interfaces still have to be built, so it saves less than React Native or Flutter when screens dominate the work. Compose Multiplatform can share interfaces too where that fits.",
    },
  ],
  useCases: [
    "Booking and scheduling engines shared across platforms",
    "Adding iOS to an existing Kotlin Android app",
    "Apps where platform-native feel is a priority",
    "Offline-first apps with shared sync logic",
  ],
  services: ["cross-platform", "mobile-development", "ios", "android"],
  projects: ["glow-salon-booking"],
  related: ["flutter", "react-native", "ruby-on-rails"],
  faqs: [
    {
      question: "Kotlin Multiplatform or Flutter?",
      answer:
        "Kotlin Multiplatform when native interfaces and shared logic matter most, or when you have Android developers; Flutter when one custom interface everywhere is the goal. Our blog compares them in detail.",
    },
    {
      question: "How much code is shared?",
      answer:
        "Typically 50 to 70 per cent: everything except the screens. With Compose Multiplatform for some screens, more.",
    },
    {
      question: "Do iOS developers like working with it?",
      answer:
        "Ours do, once the shared module exposes clean Swift-friendly APIs. We generate those interfaces carefully and keep the iOS build fast.",
    },
  ],
};

export default entry;
