import type { Input, technologySchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof technologySchema> = {
  slug: "express-js",
  name: "Express",
  category: "Back end",
  seo: {
    title: "Express.js API development",
    description:
      "Lean Express.js APIs in TypeScript: validated input, clear error handling, security middleware and tests, for products that need a focused back end.",
  },
  heroTitle: "Express: lean APIs with nothing you do not need",
  intro:
    "Express is the most widely used web framework for Node.js, and we choose it for focused APIs and services where a heavier framework would add more ceremony than value. The Campus Quest API is built on it: it checks every answer and picks the next question from a skills graph for 85,000 pupils. Each Express project starts with our own template of TypeScript, zod validation, structured logging and tests.",
  summary: "Minimal, well-tested Node.js APIs and services.",
  reasons: [
    {
      title: "Small and proven",
      body: "Express has run production APIs for more than a decade. Its behaviour is well understood, its middleware covers sessions, CORS, rate limiting and uploads, and there are few surprises left to discover in production.",
    },
    {
      title: "Fits the architecture you need",
      body: "It works as a single API, a handful of small services or a webhook receiver in front of a queue, without imposing a structure that fights the shape of your product.",
    },
    {
      title: "Easy to hand over",
      body: "Almost every Node.js developer has worked with Express, so your in-house team can read, extend and operate the code from the first week after handover.",
    },
    {
      title: "The trade-off: structure is your job",
      body: "Express gives no opinion on folders, validation or error handling, and large codebases drift without one. We bring fixed conventions; when a back end grows past 15 to 20 modules or several teams, we recommend NestJS instead.",
    },
  ],
  useCases: [
    "REST APIs for web and mobile apps",
    "Webhook receivers for payment and messaging providers",
    "Scoring and recommendation services",
    "Small internal services in a larger system",
  ],
  services: ["backend", "web-development", "app-maintenance"],
  projects: ["campus-quest"],
  related: ["node-js", "next-js", "react"],
  faqs: [
    {
      question: "Express or NestJS?",
      answer:
        "Express for focused services and small teams who want minimal abstraction; NestJS when a large back end benefits from enforced modules and dependency injection. Both run on Node.js, and NestJS can even use Express underneath.",
    },
    {
      question: "How do you secure Express APIs?",
      answer:
        "Every request body is validated against a zod schema, authentication runs as middleware on every route by default, and we add rate limiting, Helmet security headers, dependency scanning in CI and an external penetration test before launch for sensitive products.",
    },
    {
      question: "Is Express still actively maintained?",
      answer:
        "Yes. Express 5 became the stable release in 2024, with native handling of errors thrown in async route handlers and a clear security policy. We upgrade older Express 4 APIs as part of maintenance, typically in a few days.",
    },
    {
      question: "How long does an Express API take to build?",
      answer: `A focused API with authentication, 20 to 30 endpoints, an admin area and automated tests typically takes 6 to 10 weeks. It is usually priced as part of the whole product, which starts at about ${pricing.facts.mvpFrom} for a first release.`,
    },
  ],
};

export default entry;
