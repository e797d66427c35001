import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "react-native",
  name: "React Native",
  category: "Mobile",
  seo: {
    title: "React Native app development company",
    description:
      "React Native apps for iOS and Android from one TypeScript codebase: the new architecture, native modules, over-the-air fixes and real-device testing.",
  },
  heroTitle: "React Native apps with a native feel and one codebase",
  intro:
    "React Native lets us build iOS and Android apps from one TypeScript codebase while using real native components. It is our most used mobile technology, especially for teams who already write React on the web.",
  summary: "iOS and Android apps from one TypeScript codebase, with native components and modules.",
  reasons: [
    {
      title: "Shared skills with the web",
      body: "React developers become productive on mobile quickly, and types, validation and business logic can be shared with the web app.",
    },
    {
      title: "Native where it counts",
      body: "Real native views, the new architecture for fast native calls, and Swift or Kotlin modules for anything the libraries do not cover.",
    },
    {
      title: "Fixes without waiting for review",
      body: "Over-the-air updates deliver JavaScript fixes within the store rules, so a critical bug does not wait for App Review.",
    },
    {
      title: "The trade-off",
      body: "Upgrades between React Native versions take planning, and some native features need custom modules. We budget upgrades into maintenance and keep native code small and tested.",
    },
  ],
  useCases: [
    "Consumer apps with subscriptions and payments",
    "Fintech apps with biometric sign-in",
    "Field and driver apps with offline sync",
    "Companion apps for existing React web products",
  ],
  services: ["cross-platform", "mobile-development", "ios", "android"],
  projects: ["ledgerly-budgeting", "roadready-fleet", "voltway-ev-charging"],
  related: ["react", "flutter", "node-js"],
  faqs: [
    {
      question: "React Native or Flutter?",
      answer:
        "React Native when your team knows React or you want to share code with a web app; Flutter for highly custom interfaces and when you also need desktop builds. Both deliver excellent apps.",
    },
    {
      question: "Do you use Expo?",
      answer:
        "Yes, for most new projects. Expo's tooling, builds and updates save time, and its development builds still let us add any native module we need.",
    },
    {
      question: "How fast are React Native apps?",
      answer:
        "Fast enough that users cannot tell for most products. We measure start-up time and scrolling on mid-range Android phones and optimise lists, images and JavaScript work where needed.",
    },
  ],
};

export default entry;
