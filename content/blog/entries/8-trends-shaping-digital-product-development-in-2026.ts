import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "8-trends-shaping-digital-product-development-in-2026",
  title: "8 trends shaping digital product development in 2026",
  excerpt:
    "From AI features that have to prove their worth to accessibility law and passkeys, these are the eight shifts changing how we scope, build and run products this year.",
  seo: {
    title: "8 trends shaping digital product development in 2026",
    description:
      "Eight shifts we see across the web and mobile products we build in 2026: measured AI, accessibility law, passkeys, cross-platform maturity and more.",
  },
  author: "andrei-muresan",
  publishedAt: "2026-01-27",
  tags: ["Trends", "Product"],
  image: {
    src: "/images/blog/8-trends-shaping-digital-product-development-in-2026.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Trend lists are usually written by people who do not have to ship the trends. This one comes from the briefs, discovery workshops and maintenance tickets that crossed our desks in 2025, across fintech, mobility, education and IoT products for clients in the UK, DACH, the Nordics and the Netherlands. Each item changed how we scope, build or run software, and each comes with the trade-off we discuss with clients before saying yes.",
    },
    { type: "heading", level: 2, text: "1. AI features have to earn their keep" },
    {
      type: "paragraph",
      text: "In 2024 clients asked for a chatbot. In 2026 they ask what a feature will save or earn, and how we will know. The AI work that survives is narrow and measurable: extracting fields from invoices, drafting support replies, summarising a long customer history. Every AI feature we build now starts with an evaluation set of 50 to 200 real examples and a target cost per request, often below one cent. If a prototype cannot beat the manual process on that set within two weeks, we stop and say so.",
    },
    { type: "heading", level: 2, text: "2. Accessibility is a legal requirement" },
    {
      type: "paragraph",
      text: "The European Accessibility Act has applied since 28 June 2025 to e-commerce, consumer banking, passenger transport, e-books and more, with EN 301 549 and WCAG 2.1 AA as the practical yardstick. Only microenterprises are exempt. Accessibility has moved from the wish list to the launch checklist, and retrofitting apps built without it is one of the fastest-growing parts of our maintenance work. Designing it in from the start costs a few per cent of the budget; retrofitting often costs five times more.",
    },
    { type: "heading", level: 2, text: "3. Cross-platform is the default, not the compromise" },
    {
      type: "paragraph",
      text: "Most new mobile apps we start share their code between iOS and Android. React Native runs on its new architecture by default, Flutter is mature, and Compose Multiplatform declared iOS support stable in 2025. The question is no longer whether to share code but how much: the whole interface with Flutter or React Native, or only the business logic with Kotlin Multiplatform when a fully native interface matters. Fully separate native apps are now the exception we have to justify.",
    },
    { type: "heading", level: 2, text: "4. Passkeys replace passwords" },
    {
      type: "paragraph",
      text: "Apple, Google and Microsoft now sync passkeys across devices, and users have stopped finding them strange. We offer passkeys by default on new consumer products and keep email or password sign-in as a fallback. The payoff is fewer account takeovers and fewer password reset tickets; the cost is careful work on account recovery, which becomes the new weakest link if it is rushed.",
    },
    { type: "heading", level: 2, text: "5. Performance on mid-range phones" },
    {
      type: "paragraph",
      text: "Interaction to Next Paint replaced First Input Delay in Core Web Vitals in 2024, and it is unforgiving: heavy client-side JavaScript that felt fine on a developer laptop misses the 200 millisecond target on a EUR 200 Android phone. Teams are going back to performance budgets checked in CI, server rendering, smaller bundles and testing on the cheap devices most customers actually own.",
    },
    { type: "heading", level: 2, text: "6. Privacy and data residency sell" },
    {
      type: "paragraph",
      text: "Buyers, especially in DACH and the Nordics, now ask where data is stored and which third parties see it before they sign. EU hosting, consent-first analytics and a short list of sub-processors have become sales arguments, not just compliance. For new products we budget a day or two in discovery to map data flows, because answering a security questionnaire from a large customer later is much harder without that map.",
    },
    { type: "heading", level: 2, text: "7. Smaller, more senior teams" },
    {
      type: "paragraph",
      text: "AI-assisted coding genuinely speeds up boilerplate, tests and migrations; in our teams we see 15 to 25 per cent on that kind of work, and close to nothing on architecture or unclear requirements. The result is that clients prefer four experienced people over ten juniors. The bottleneck moves to review, design decisions and testing, so that is where we put our most senior people.",
    },
    { type: "heading", level: 2, text: "8. Maintenance is planned from day one" },
    {
      type: "paragraph",
      text: `Every spring Apple requires builds with its latest SDK, every August Google Play raises the minimum target API level, and security advisories arrive weekly. An app is never finished, so budgets now include maintenance from the first estimate, typically ${pricing.facts.maintenanceShare}. It makes the total cost of ownership honest, and it is a better question for your next planning session than which trend to chase: what will this product cost to keep healthy for the next three years?`,
    },
  ],
};

export default entry;
