import type { Input, serviceSchema } from "@/content/schemas";
import { site } from "@/content/site";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "qa-and-app-testing",
  name: "QA and app testing",
  seo: {
    title: "QA and app testing services: manual and automated",
    description:
      "Manual and automated testing for web and mobile apps: a real device lab, test automation in CI, accessibility and performance testing and release gates.",
  },
  heroTitle: "Release on Friday without holding your breath",
  intro:
    "Our QA engineers test the apps we build and apps built by others. We combine exploratory testing by people who think like your users with automated suites that run on every change, on real devices as well as simulators.",
  summary: "Manual and automated testing on real devices, so every release is a non-event.",
  audience:
    "Product teams who ship often and need confidence, companies preparing a major release or a regulated launch, and in-house teams who want to build their own automation with an experienced partner.",
  offerings: [
    {
      title: "Exploratory and regression testing",
      body: "Structured test charters, regression checklists kept up to date with the product, and clear bug reports with steps, logs and recordings.",
    },
    {
      title: "Test automation",
      body: "End-to-end suites with Playwright for the web and Appium or Maestro for mobile, API tests and contract tests, all running in your CI on every pull request.",
    },
    {
      title: "Device lab",
      body: `A lab of ${site.deviceLab} in our Cluj office, from the newest flagships to the budget Android phones many of your users really have.`,
    },
    {
      title: "Accessibility and performance testing",
      body: "WCAG 2.2 AA audits with screen readers and automated checks, load tests for APIs and performance budgets for pages and app start-up.",
    },
  ],
  process: [
    {
      title: "Assess",
      body: "We review the product, the current tests and the release process, and agree which risks matter most to your users and business.",
    },
    {
      title: "Plan",
      body: "A test strategy that says what is tested by hand, what is automated first and which checks block a release.",
    },
    {
      title: "Automate",
      body: "We start with the few journeys that make you money, such as sign-up, checkout or booking, and grow the suite from there.",
    },
    {
      title: "Gate releases",
      body: "Every release candidate passes the automated suite and a focused manual pass, and we sign it off with a short written report.",
    },
  ],
  technologies: ["react", "react-native", "flutter", "node-js"],
  projects: ["roadready-fleet", "voltway-ev-charging"],
  faqs: [
    {
      question: "Can you test an app you did not build?",
      answer:
        "Yes. About a third of our QA work is for apps built by in-house teams or other agencies. We start with a one-week assessment and a first round of exploratory testing.",
    },
    {
      question: "How much does QA cost?",
      answer: `A dedicated QA engineer is billed at our blended rates of ${pricing.facts.blendedRate}, depending on seniority and automation skills. Many clients start with one engineer part-time for a release and grow from there.`,
    },
    {
      question: "What should we automate first?",
      answer:
        "The journeys that would cost you most if they broke, and the checks people repeat every release. Automating everything is rarely worth it; a small, reliable suite beats a large, flaky one.",
    },
    {
      question: "Do you use emulators or real devices?",
      answer:
        "Both. Emulators are fast for automated runs in CI; real devices catch the problems with cameras, Bluetooth, performance and manufacturer quirks that emulators hide.",
    },
  ],
};

export default entry;
