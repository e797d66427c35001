import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "test-automation-for-mobile-apps-what-to-automate-first",
  title: "Test automation for mobile apps: what to automate first",
  excerpt:
    "Automating every test is a trap. Here is the order in which our QA team automates an iOS and Android app, the tools we use, and the checks we deliberately leave to people.",
  seo: {
    title: "Mobile test automation: what to automate first",
    description:
      "The order in which we automate tests for iOS and Android apps, which tools we use, and the checks that stay manual because people do them better.",
  },
  author: "sorin-pavel",
  publishedAt: "2026-06-09",
  tags: ["QA", "Mobile"],
  image: {
    src: "/images/blog/test-automation-for-mobile-apps-what-to-automate-first.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Every few months a client asks us to automate all of their mobile tests. It sounds responsible, and it is usually the wrong goal. A large end-to-end suite on real devices is slow, expensive to maintain and, once it becomes flaky, worse than no suite at all, because people learn to ignore red builds. What works is automating in a deliberate order: first where a check is cheap and repeated on every change, then where a failure would cost money or trust within hours.",
    },
    { type: "heading", level: 2, text: "Start below the screens" },
    {
      type: "paragraph",
      text: "The cheapest and most reliable tests in a mobile app never touch a screen. Business rules such as price calculations, booking availability, splitting a shared expense or validating a form belong in unit tests that run in milliseconds on every commit. In a Kotlin Multiplatform, Flutter or React Native app those rules often live in shared code, so one test protects both platforms. Next come API contract tests, which check that the app and the back end agree on the shape of every request and response. They catch the classic incident where a renamed field breaks the app in production while both teams pass their own tests. Our target is a suite of this kind that finishes in under three minutes, so nobody is tempted to skip it.",
    },
    { type: "heading", level: 2, text: "Then the journeys that make money" },
    {
      type: "paragraph",
      text: "Only after those layers do we automate end-to-end journeys on devices, and only a handful at first. We ask the client one question: which flows would cost you revenue or reputation within an hour of breaking? The answer is almost always the same short list.",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "Sign-up and sign-in, including biometric unlock and password reset.",
        "The core transaction: a booking, a checkout, a payment or starting a charging session.",
        "Onboarding on a fresh install, because that is what store reviewers and new customers see first.",
        "Upgrading from the previous version with existing data, which catches migration bugs no fresh install will ever show.",
        "Opening a push notification on the right screen, which breaks surprisingly often after navigation changes.",
      ],
    },
    {
      type: "paragraph",
      text: "Five to ten journeys, run on every release candidate on two iOS and three Android devices, give far more confidence than two hundred scripted screens, and they finish in about fifteen minutes. We write them with Maestro for most cross-platform apps because its flows are short and readable, and with XCUITest, Espresso or Appium when we need deep access to the platform. Two habits make them last: stable test identifiers agreed with developers instead of selectors based on visible text, and a mock server for third parties such as payment providers, so a sandbox outage does not fail the build.",
    },
    { type: "heading", level: 2, text: "Keep the suite honest" },
    {
      type: "paragraph",
      text: "A flaky test is a bug in the test, and we treat it like one. Each suite has a flakiness budget: a test that fails twice in a month without a product bug is fixed or deleted that week, never quietly retried forever. Every run starts from a fresh account seeded through the API rather than from whatever a previous run left behind. We keep the device matrix small and intentional, chosen from the client's own analytics, and use a cloud device farm only for a wider sweep of 20 to 30 devices before major releases.",
    },
    {
      type: "quote",
      text: "The goal of automation is not to replace testers. It is to free them from repeating yesterday's checks so they can find tomorrow's bugs.",
      cite: "Sorin Pavel, QA Lead",
    },
    { type: "heading", level: 2, text: "What stays manual" },
    {
      type: "paragraph",
      text: "Some checks are better done by people, and pretending otherwise wastes money. Exploratory testing of a new feature finds the problems nobody thought to script. Accessibility needs automated scans plus a person using VoiceOver or TalkBack, because a scanner cannot tell whether a screen makes sense when read aloud. Camera, Bluetooth and payments with real cards deserve a human pass on real hardware before each release. And the first impression, how the app feels on a cheap phone on a train with one bar of signal, is a judgement, not an assertion.",
    },
    {
      type: "paragraph",
      text: "If you are starting from nothing, a realistic first quarter looks like this: unit tests for the shared business rules, contract tests for the main API, and automated coverage of the three journeys that earn you money, running in CI on every pull request. That foundation usually takes one QA engineer six to eight weeks alongside normal releases, roughly EUR 10,000 to EUR 19,000 at our rates, and it is the point where releases stop feeling like a gamble.",
    },
  ],
};

export default entry;
