import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "what-app-maintenance-really-involves",
  title: "What app maintenance really involves (and why it is not optional)",
  excerpt:
    "An app that nobody touches for a year does not stay the same: it gets worse. Here is what our maintenance teams actually do every month, and how to budget for it.",
  seo: {
    title: "What app maintenance really involves",
    description:
      "The monthly work behind a healthy mobile app: OS updates, SDK deprecations, security patches, crash triage and store policy changes, with realistic budgets.",
  },
  author: "ioana-pop",
  publishedAt: "2026-08-19",
  tags: ["Maintenance", "Mobile"],
  image: {
    src: "/images/blog/what-app-maintenance-really-involves.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Founders often ask us why an app that works today needs a monthly budget tomorrow. The honest answer is that the ground under every app keeps moving. Apple and Google ship a major operating system every year, third-party SDKs deprecate old versions, app store policies change, and the back end collects security advisories like a coat collects dust. An app left alone for twelve months usually still opens, but it crashes more, loads slower and eventually gets a warning or a removal notice from a store.",
    },
    { type: "heading", level: 2, text: "The yearly platform cycle" },
    {
      type: "paragraph",
      text: "Every June Apple previews a new iOS version and every spring Google publishes the Android beta. From that moment we test our partners' apps on the betas, because the public release arrives in September and users update within weeks. Typical work includes new permission prompts, changed background execution limits, edge-to-edge layouts on Android and new privacy manifest requirements on iOS.",
    },
    {
      type: "paragraph",
      text: "Google Play also raises the minimum target API level every year. Apps that miss the deadline stop being offered to new users on recent devices. It is not hard work, but it cannot be skipped, and it often pulls in library upgrades that have their own breaking changes.",
    },
    { type: "heading", level: 2, text: "What a maintenance month looks like" },
    {
      type: "list",
      items: [
        "Crash triage: we review Crashlytics or Sentry every week and fix anything that affects more than a fraction of a per cent of sessions.",
        "Dependency updates: security patches the same week, minor versions monthly, major versions planned into a sprint.",
        "Back-end health: database growth, slow queries, certificate expiry dates and backup restore tests.",
        "Store compliance: data safety forms, privacy labels, account deletion flows and new review guidelines.",
        "A small pool of hours for improvements the product owner picks, so the app keeps getting better, not just older.",
      ],
    },
    { type: "heading", level: 2, text: "Metrics that tell you whether it is working" },
    {
      type: "paragraph",
      text: "We agree three or four numbers with every partner and report them monthly. Crash-free sessions should stay above 99.5 per cent. Cold start time on a mid-range Android should not creep up release after release. The store rating trend matters more than the rating itself. On the back end we watch the 95th percentile response time of the busiest endpoints and the number of open security advisories.",
    },
    {
      type: "quote",
      text: "The cheapest maintenance month is the one that happens every month. Skipping six of them does not save money; it moves the bill to the worst possible week.",
      cite: "Ioana Pop, Head of Mobile",
    },
    { type: "heading", level: 2, text: "How to budget for it" },
    {
      type: "paragraph",
      text: `For a typical mobile app with a back end, our maintenance retainers start at ${pricing.facts.maintenanceFrom}. That covers monitoring, updates, security patches and a handful of hours for small changes. Apps with many integrations, payments or regulated data need more, and apps in active product development usually fold maintenance into the regular sprints instead of a separate retainer.`,
    },
    {
      type: "paragraph",
      text: `A good rule of thumb is to plan ${pricing.facts.maintenanceShare} for keeping the product healthy. If that number surprises you, it is better to learn it before launch than after the first store warning.`,
    },
  ],
};

export default entry;
