import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "database",
  name: "Database",
  parent: "web-development",
  seo: {
    title: "Database design and optimisation",
    description:
      "Database design, migrations and query tuning for PostgreSQL and friends: schemas that fit the product, fast queries and backups you have restored.",
  },
  heroTitle: "Data models that still make sense in year five",
  intro:
    "Most slow apps are slow in the database. We design schemas around how the product is really used, tune the queries that hurt, and move data between systems without losing a row.",
  summary: "Schema design, query tuning, migrations and reporting on PostgreSQL and other proven databases.",
  audience:
    "Products whose pages have slowed down as the data grew, teams planning a migration away from a legacy database, and founders who want the data model right before the first thousand customers arrive.",
  offerings: [
    {
      title: "Schema design",
      body: "Normalised where correctness matters, denormalised where reads dominate, with constraints in the database so bad data cannot get in through a forgotten code path.",
    },
    {
      title: "Query and index tuning",
      body: "We read the slow query log and EXPLAIN plans, add the right indexes, rewrite N+1 patterns and often cut page load times in half within a sprint.",
    },
    {
      title: "Migrations without downtime",
      body: "Expand-and-contract migrations, backfills in batches and dual writes when moving between systems, rehearsed on a copy of production first.",
    },
    {
      title: "Reporting and analytics",
      body: "Read replicas, materialised views or a separate warehouse so reports for management never slow down the app for customers.",
    },
  ],
  process: [
    {
      title: "Measure",
      body: "We collect query statistics, table sizes and growth rates for a week before touching anything.",
    },
    {
      title: "Plan",
      body: "A short written plan ranks the fixes by impact and risk, with the rollback for each.",
    },
    {
      title: "Change safely",
      body: "Every change is tested on a production-sized copy, released behind a flag where possible and watched on dashboards afterwards.",
    },
    {
      title: "Protect",
      body: "Point-in-time recovery, monitored backups and a restore drill, because an untested backup is only a hope.",
    },
  ],
  technologies: ["django", "ruby-on-rails", "node-js", "python"],
  projects: ["roadready-fleet"],
  faqs: [
    {
      question: "Which database do you recommend?",
      answer:
        "PostgreSQL for almost every product: it handles relational data, JSON documents, full-text search and geospatial queries well. We add Redis for caching and queues and reach for specialised stores only when measurements say so.",
    },
    {
      question: "Can you speed up our app without a rewrite?",
      answer:
        "Usually, yes. A two-week performance engagement costs EUR 6,000 to 9,000 and typically fixes the ten slowest queries, which is where most of the pain is.",
    },
    {
      question: "How do you handle personal data?",
      answer:
        "We classify personal data in the schema, encrypt sensitive columns, keep it in EU regions and build the export and deletion flows GDPR requires.",
    },
    {
      question: "Will a migration take our product offline?",
      answer:
        "We plan for zero downtime: schema changes are made in backwards-compatible steps and data moves in batches while the app keeps running.",
    },
  ],
};

export default entry;
