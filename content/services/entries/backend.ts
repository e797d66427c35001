import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "backend",
  name: "Back end",
  parent: "web-development",
  seo: {
    title: "Back-end and API development",
    description:
      "APIs, integrations and back ends built with Node.js, Ruby on Rails and Django: documented, tested, observable and ready for the traffic you expect.",
  },
  heroTitle: "Back ends that are boring in production, on purpose",
  intro:
    "The back end is where payments reconcile, data stays consistent and integrations fail gracefully. We build APIs and services that your mobile apps, web front ends and partners can rely on at three in the morning.",
  summary: "Documented APIs, integrations and data-heavy services on Node.js, Rails and Django.",
  audience:
    "Teams launching a product that needs a solid API from day one, and companies whose existing back end has become the bottleneck: slow endpoints, fragile integrations or a deploy nobody dares to run on Fridays.",
  offerings: [
    {
      title: "API design",
      body: "REST or GraphQL APIs designed contract-first with OpenAPI, versioned, paginated and documented so mobile and partner teams can work in parallel.",
    },
    {
      title: "Integrations",
      body: "Payment providers, CRMs, ERPs, identity providers and IoT gateways, with retries, idempotency keys and dead-letter queues so a partner outage never loses data.",
    },
    {
      title: "Background work and scale",
      body: "Job queues with Sidekiq, BullMQ or Celery, caching with Redis, and load tests that tell you how many users the system carries before you find out in production.",
    },
    {
      title: "Security and compliance",
      body: "OWASP ASVS as a checklist, secrets in a vault, audit trails, GDPR data export and deletion flows, and penetration test findings fixed before launch.",
    },
  ],
  process: [
    {
      title: "Domain modelling",
      body: "We map the entities, states and business rules with your domain experts, and write them down as the first version of the API contract.",
    },
    {
      title: "Walking skeleton",
      body: "A deployed end-to-end slice with CI, staging, logging and one real endpoint, usually in the first sprint, so infrastructure risk surfaces early.",
    },
    {
      title: "Build with tests",
      body: "Every endpoint ships with automated tests and contract checks; code review by a second senior engineer is mandatory.",
    },
    {
      title: "Operate",
      body: "Dashboards, alerts and runbooks go live with the service, and we rehearse a restore from backup before the first real customer arrives.",
    },
  ],
  technologies: ["node-js", "express-js", "ruby-on-rails", "django", "python"],
  projects: ["ledgerly-budgeting", "voltway-ev-charging"],
  faqs: [
    {
      question: "Node.js, Rails or Django: which one?",
      answer:
        "Rails and Django get a data-heavy product to market fastest thanks to their conventions and admin tooling; Node.js fits real-time features and teams that want one language across the stack. We recommend one in discovery and write down why.",
    },
    {
      question: "Can you take over an existing back end?",
      answer:
        "Yes. We start with a two-week audit covering architecture, security, test coverage and infrastructure, then agree a plan that keeps the product running while we improve it.",
    },
    {
      question: "Where will it be hosted?",
      answer:
        "In your own cloud account, usually AWS or Google Cloud in an EU region, set up with infrastructure as code so any engineer can recreate it.",
    },
    {
      question: "How do you keep APIs stable for mobile apps?",
      answer:
        "Old app versions stay on people's phones for months, so we version the API, never remove a field without a deprecation period, and run contract tests against the app versions still in use.",
    },
  ],
};

export default entry;
