import type { Input, technologySchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof technologySchema> = {
  slug: "ruby-on-rails",
  name: "Ruby on Rails",
  category: "Back end",
  seo: {
    title: "Ruby on Rails development agency in Cluj",
    description: `Ruby on Rails back ends, APIs and web apps from a team that has shipped Rails since ${site.foundedYear}: fintech ledgers, booking engines, upgrades and long-term care.`,
  },
  heroTitle: "Ruby on Rails: business logic shipped fast and kept tidy",
  intro:
    "Rails has been part of our stack since the company began. We use it for APIs behind mobile apps, booking and payment engines and SaaS back ends, and we upgrade and maintain Rails applications that others started.",
  summary: "Productive, well-tested back ends for business-heavy products and the APIs behind our apps.",
  reasons: [
    {
      title: "Speed to market",
      body: "Conventions, generators and a mature ecosystem of gems let a small team deliver a complete back end in weeks.",
    },
    {
      title: "Strong at business rules",
      body: "Active Record, background jobs and transactions make complex rules, such as availability, splits and payments, clear and testable.",
    },
    {
      title: "Mature and stable",
      body: "Rails powers large products worldwide and keeps improving, with Hotwire, built-in job queues and solid security releases.",
    },
    {
      title: "The trade-off",
      body: "Rails needs care to stay fast at high scale. We profile queries, cache deliberately and move hot paths to background jobs before they become problems.",
    },
  ],
  useCases: [
    "APIs and admin areas for mobile apps",
    "Fintech ledgers and reconciliation",
    "Booking and scheduling engines",
    "Upgrades of older Rails applications",
  ],
  services: ["backend", "web-development", "app-maintenance", "mobile-development"],
  projects: ["ledgerly-budgeting", "glow-salon-booking"],
  related: ["react-native", "kotlin-multiplatform", "react"],
  faqs: [
    {
      question: "Is Ruby on Rails still a good choice in 2026?",
      answer:
        "Yes, for products with rich business logic that need to reach the market quickly. Rails 8 made deployment and background jobs simpler than ever, and the hiring pool of experienced developers is healthy.",
    },
    {
      question: "Can you upgrade our old Rails application?",
      answer:
        "Yes. We upgrade one minor version at a time with the test suite as a safety net, adding tests first where coverage is thin. Rails 4 and 5 apps usually need two to four months to reach a current version.",
    },
    {
      question: "Does Rails scale?",
      answer:
        "Yes. Our Ledgerly back end reconciles around 2 million bank transactions a month. Scaling is mostly about database design, caching and background jobs, which we plan from the start.",
    },
  ],
};

export default entry;
