import type { Input, technologySchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof technologySchema> = {
  slug: "react",
  name: "React",
  category: "Front end",
  seo: {
    title: "React development company in Cluj",
    description:
      "React front ends in TypeScript for SaaS products, dashboards and portals: accessible component libraries, server rendering and performance budgets in CI.",
  },
  heroTitle: "React front ends that stay fast at screen two hundred",
  intro:
    "React is our default for data-heavy web interfaces: fleet dashboards, learning platforms, customer portals and SaaS products that grow to hundreds of screens. We write it in strict TypeScript on top of a documented component library, and pair it with Next.js when pages must be public and fast. Bundle-size and Lighthouse budgets run on every pull request, so the product does not slow down a little with each release.",
  summary: "Our default for complex, data-heavy web interfaces, written in strict TypeScript.",
  reasons: [
    {
      title: "The ecosystem saves budget",
      body: "Mature, maintained libraries for tables, forms, charts, drag and drop and accessible primitives mean we spend your sprints on the screens that make your product different, not on rebuilding a date picker.",
    },
    {
      title: "Easy to hire for and hand over",
      body: "React is the most widely used front-end library in Europe, so your own developers can take over the code or grow the team later without retraining, and our handover is a walkthrough rather than a course.",
    },
    {
      title: "One model for web and mobile",
      body: "React Native uses the same components, hooks and state patterns. On RoadReady the same squad built the React fleet dashboard and the React Native driver app, sharing validation rules and API types between them.",
    },
    {
      title: "The trade-off: too many choices",
      body: "React is a library, not a framework, so routing, data fetching and state are left to you. Unmanaged, that becomes three ways of doing the same thing. We settle them in week one and write them down in an architecture decision record.",
    },
  ],
  useCases: [
    "SaaS products with complex dashboards and tables",
    "Fleet, logistics and operations control panels",
    "Customer portals and self-service accounts",
    "Design systems shared across several products",
    "Interactive learning and exercise players",
  ],
  services: ["frontend", "web-development", "pwa", "product-design"],
  projects: ["campus-quest", "roadready-fleet"],
  related: ["next-js", "react-native", "node-js", "vue-js"],
  faqs: [
    {
      question: "React or Vue for a new product?",
      answer:
        "Both are safe long-term choices. We recommend React when you need the widest hiring pool or plan React Native apps, and Vue when your team already knows it. If you have in-house developers, their experience decides.",
    },
    {
      question: "Do you always use Next.js with React?",
      answer:
        "No. Public pages that must rank and load fast, such as storefronts or learning platforms, get Next.js. Internal tools behind a login, like the RoadReady fleet dashboard, are often simpler as a single-page app built with Vite.",
    },
    {
      question: "Can you take over and improve our existing React app?",
      answer:
        "Yes. We start with a two-week audit of performance, accessibility, dependencies and code structure, delivered as a prioritised list with effort estimates. Then we fix the biggest problems first while your product keeps shipping.",
    },
    {
      question: "What does a React front end cost?",
      answer: `A design system plus 20 to 30 screens typically takes 10 to 16 weeks and costs EUR 45,000 to EUR 90,000. A complete web product including the back end usually starts at about ${pricing.facts.mvpFrom} for a focused first release.`,
    },
  ],
};

export default entry;
