import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "how-much-does-an-mvp-cost-in-2026",
  title: "How much does an MVP cost in 2026?",
  excerpt:
    "Real ranges in EUR, a worked example in hours, the costs founders forget after launch and five ways to spend less without building something nobody can use.",
  seo: {
    title: "How much does an MVP cost in 2026?",
    description:
      "MVP cost ranges in EUR for 2026, a worked example in hours, where the budget goes, running costs after launch and honest ways to spend less.",
  },
  author: "elena-dragomir",
  publishedAt: "2026-05-05",
  tags: ["Product", "Pricing"],
  image: {
    src: "/images/blog/how-much-does-an-mvp-cost-in-2026.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: `Most MVPs we build in 2026 cost between ${pricing.facts.mvpFrom} and EUR 90,000 and take 10 to 16 weeks from the end of discovery to the app stores. That range is wide for a reason: an MVP is defined by the smallest thing that proves your idea, not by a fixed feature list, and two founders with the same pitch deck can need very different first releases. Here is how the number is built, so you can sanity-check any quote, including ours.`,
    },
    { type: "heading", level: 2, text: "Typical ranges" },
    {
      type: "list",
      items: [
        `Clickable prototype tested with users, no code: ${pricing.facts.discoveryFee} as part of discovery, ${pricing.facts.discoveryDuration}.`,
        "Focused MVP: one cross-platform mobile app or web app, sign-up, one core flow, a simple back end and an admin panel. EUR 40,000 to 60,000, 10 to 12 weeks.",
        "MVP with money or hardware: payments, subscriptions, a marketplace with two sides, or a Bluetooth device. EUR 60,000 to 90,000, 12 to 16 weeks.",
        "Regulated MVP: health data, open banking or products for children, with security testing and compliance documentation. Usually from EUR 90,000.",
      ],
    },
    { type: "heading", level: 2, text: "A worked example" },
    {
      type: "paragraph",
      text: "Take a booking app for independent fitness coaches: clients find a coach, book and pay for a session, and get reminders; coaches manage availability and receive payouts. Money moves between two sides, so it sits in the MVP-with-money range above. Built in Flutter for iOS and Android with a Node.js back end, the estimate after discovery came to roughly 1,400 hours. Product design took about 170 hours, the mobile app 560, the back end, payments and admin panel 400, testing 190 and delivery management 80. At a blended rate of EUR 50 per hour that is about EUR 70,000, delivered in 14 weeks by two mobile engineers, one back-end engineer, a designer for the first half, a tester and a part-time delivery manager.",
    },
    {
      type: "paragraph",
      text: "The single largest item was not a screen. It was everything around payments: refunds, cancelled sessions, failed cards and coach payouts through Stripe Connect took close to 200 hours across back end, app and testing. Integrations and failure cases are where estimates usually go wrong, which is why discovery spends time on them first.",
    },
    { type: "heading", level: 2, text: "Costs that start after launch" },
    {
      type: "list",
      items: [
        "Hosting and services: EUR 100 to 500 per month at MVP scale for cloud hosting, email, SMS, maps and error tracking.",
        "Store accounts: USD 99 per year for Apple, a one-off USD 25 for Google Play.",
        "Payment fees: typically 1.5 to 3 per cent per transaction, depending on the provider and the card mix.",
        `Maintenance: OS updates, security patches and small fixes. Plan for ${pricing.facts.maintenanceShare} to keep it healthy; our retainers start at ${pricing.facts.maintenanceFrom} and add a pool of hours for small improvements on top.`,
        "The next iteration: the point of an MVP is to learn. Keep at least a third of your budget for what the first users tell you.",
      ],
    },
    {
      type: "quote",
      text: "If an MVP uses the whole budget, it is not an MVP. It is a first version with nothing left to react to the market.",
      cite: "Elena Dragomir, Delivery Manager",
    },
    { type: "heading", level: 2, text: "Five ways to spend less" },
    {
      type: "list",
      ordered: true,
      items: [
        `Build one codebase for iOS and Android with Flutter or React Native, which usually saves ${pricing.facts.crossPlatformSaving} compared with two native apps. Kotlin Multiplatform with native screens saves less, because both interfaces are still built.`,
        "Start with a web app if your users are at a desk, and add mobile when usage proves it.",
        "Use an off-the-shelf admin tool for the first months instead of building a custom back office.",
        "Replace features with manual work: approve accounts by hand or send the first invoices yourself until volume justifies automation.",
        "Cut scope, not quality. Skipping automated tests saves a week now and costs a month the first time a release breaks payments.",
      ],
    },
    {
      type: "paragraph",
      text: "Be wary of quotes far below these ranges for the same scope. They usually leave out testing, the admin panel or the failure cases, and the missing work returns as change requests. A fixed estimate built on a discovery, with every assumption written down, is the cheapest insurance you can buy.",
    },
  ],
};

export default entry;
