import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "app-maintenance",
  name: "App maintenance",
  seo: {
    title: "App maintenance and support services",
    description:
      "Keep web and mobile apps healthy: OS and dependency updates, monitoring, security patches, SLAs with on-call support, and takeovers of apps built by others.",
  },
  heroTitle: "Apps that keep working long after launch",
  intro:
    "Every year Apple and Google change the rules, libraries fall out of support and security advisories arrive. Our maintenance teams keep your apps current, secure and fast, whether we built them or inherited them.",
  summary: "Updates, monitoring, security patches and support plans sized to your product.",
  audience:
    "Companies whose app is live and earning but no longer has a full team behind it, and product owners who want a reliable partner on call instead of a scramble when something breaks.",
  offerings: [
    {
      title: "OS and store updates",
      body: "Each year's iOS and Android releases tested before launch day, new store requirements such as target SDK levels and privacy manifests met on time.",
    },
    {
      title: "Dependency and security updates",
      body: "Monthly dependency upgrades, security advisories patched within agreed times, and framework upgrades planned before versions reach end of life.",
    },
    {
      title: "Monitoring and on-call",
      body: "Uptime checks, error tracking and alerts that reach a named engineer, with response times set in a service level agreement.",
    },
    {
      title: "Takeovers",
      body: "A two-week audit of an app built by another team, a written report of the risks, and a safe handover of accounts, pipelines and knowledge.",
    },
  ],
  process: [
    {
      title: "Audit",
      body: "We review the code, infrastructure, dependencies, crash reports and store listings, and list what needs attention first.",
    },
    {
      title: "Stabilise",
      body: "We fix the urgent issues, set up monitoring and automated builds, and document how to release.",
    },
    {
      title: "Maintain",
      body: "A monthly cycle of updates, fixes and small improvements, reported in plain language with time spent against your plan.",
    },
    {
      title: "Review",
      body: "Each quarter we review incidents, costs and the roadmap, and adjust the plan if the product needs more or less attention.",
    },
  ],
  technologies: ["react-native", "flutter", "ruby-on-rails", "node-js", "react"],
  projects: ["huddle-sports-clubs", "roadready-fleet"],
  faqs: [
    {
      question: "How much does app maintenance cost?",
      answer: `Plans start at ${pricing.facts.maintenanceFrom} for a small app with monthly updates and business-hours support. Products with on-call cover and regular feature work usually cost EUR 3,000 to EUR 8,000 a month. As a rule of thumb, budget ${pricing.facts.maintenanceShare}.`,
    },
    {
      question: "Will you maintain an app another agency built?",
      answer:
        "Yes. We start with a paid two-week audit so neither side is surprised, then agree a plan. We have taken over apps written in React Native, Flutter, native Swift and Kotlin, Rails and Node.js.",
    },
    {
      question: "What response times do you offer?",
      answer:
        "Our standard plan answers critical incidents within two business hours. Plans with 24/7 on-call answer within 30 minutes at any time.",
    },
    {
      question: "Can maintenance include new features?",
      answer:
        "Yes. Most plans include a number of hours for small improvements each month; larger features are estimated separately.",
    },
  ],
};

export default entry;
