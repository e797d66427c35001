import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "node-js",
  name: "Node.js",
  category: "Back end",
  seo: {
    title: "Node.js back-end and API development",
    description:
      "Node.js APIs and real-time back ends in TypeScript: REST and GraphQL, WebSockets, queues and device protocols, load-tested and monitored in production.",
  },
  heroTitle: "Node.js back ends for real-time products and busy APIs",
  intro:
    "We use Node.js with TypeScript for APIs, real-time features and back ends that talk to many devices, services or users at once. It runs the OCPP gateway behind 2,300 Voltway chargers, the team chat and live availability in Huddle, and the adaptive exercise API of Campus Quest. With TypeScript from the browser to the database, types and validation rules are shared instead of written twice.",
  summary: "TypeScript APIs, real-time features and integrations that handle many connections at once.",
  reasons: [
    {
      title: "Built for many open connections",
      body: "Non-blocking I/O lets one modest server hold thousands of WebSocket clients, chargers or sensors, which keeps hosting bills low: Huddle runs for less than EUR 0.04 per active member a month.",
    },
    {
      title: "One language across the stack",
      body: "TypeScript on the front end and back end means shared types and zod schemas, fewer mismatches between API and app, and developers who can fix a bug on either side of the wire.",
    },
    {
      title: "Integrations are quick",
      body: "npm has maintained SDKs for almost every payment provider, CRM, messaging and cloud service, so connecting Stripe, Twilio or a Microsoft 365 tenant is days of work, not weeks.",
    },
    {
      title: "The trade-off: CPU work and discipline",
      body: "Node.js is weak at heavy computation, and its freedom breeds inconsistent codebases. We use strict TypeScript, a fixed module layout and tests in CI, and move number crunching to worker threads, queues or a Python service.",
    },
  ],
  useCases: [
    "REST and GraphQL APIs for web and mobile apps",
    "Real-time chat, notifications and live tracking",
    "Device gateways for OCPP chargers and MQTT sensors",
    "Payment, booking and third-party integrations",
    "Backends for front ends that aggregate several services",
  ],
  services: ["backend", "web-development", "database", "mobile-development"],
  projects: ["campus-quest", "huddle-sports-clubs", "voltway-ev-charging"],
  related: ["express-js", "next-js", "react", "python"],
  faqs: [
    {
      question: "Node.js, Rails or Django for our back end?",
      answer:
        "Node.js for real-time features, many simultaneous connections and teams that want TypeScript everywhere. Rails or Django for data-heavy business applications where their built-in admin, ORM and conventions shorten delivery.",
    },
    {
      question: "Which frameworks and tools do you use with Node.js?",
      answer:
        "Express for lean APIs and services, NestJS or Fastify for larger structured back ends, Prisma or Kysely with PostgreSQL, BullMQ on Redis for background jobs, and Socket.IO or plain WebSockets for real-time features.",
    },
    {
      question: "Does Node.js scale?",
      answer:
        "Yes, horizontally. Our services are stateless and run as several instances behind a load balancer, with Redis for shared state. Before launch we load-test at several times the expected peak; Campus Quest is tested to 4,000 concurrent classrooms before every term.",
    },
    {
      question: "Which Node.js version will our product run on?",
      answer:
        "Always an active LTS release, which is supported for 30 months. We plan an upgrade to the next LTS about once a year as part of maintenance, so you never run on a version without security fixes.",
    },
  ],
};

export default entry;
