import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "django",
  name: "Django",
  category: "Back end",
  seo: {
    title: "Django development: secure Python web back ends",
    description:
      "Django back ends and APIs with the admin your team needs on day one, built-in security, PostgreSQL and Django REST Framework, by a Cluj Python team.",
  },
  heroTitle: "Django: a complete back end from the first week",
  intro:
    "Django gives a product users, permissions, an admin area and a secure foundation from day one. We use it with Django REST Framework and PostgreSQL for APIs behind mobile apps and for data-rich platforms.",
  summary: "Python back ends with an admin area, security and APIs included.",
  reasons: [
    {
      title: "Admin for free",
      body: "The Django admin gives operations teams a working back office in days, which we then tailor to their workflow.",
    },
    {
      title: "Secure defaults",
      body: "Protection against SQL injection, cross-site scripting and request forgery is built in, and security releases are predictable.",
    },
    {
      title: "Python underneath",
      body: "Data processing and AI features live in the same codebase and language as the web application.",
    },
    {
      title: "The trade-off",
      body: "Django is less suited to many long-lived real-time connections. We add Channels or a small Node.js service when a product needs heavy real-time features.",
    },
  ],
  useCases: [
    "APIs for mobile apps with an operations back office",
    "IoT and data platforms",
    "Marketplaces and booking systems",
    "Internal tools built fast on the admin",
  ],
  services: ["backend", "web-development", "database", "ai-integration"],
  projects: ["fieldnote-smart-greenhouse"],
  related: ["python", "react", "flutter"],
  faqs: [
    {
      question: "Django or Ruby on Rails?",
      answer:
        "Both are mature and productive. Django is the better fit when the product needs data processing or AI in Python; Rails when its conventions and ecosystem suit the team.",
    },
    {
      question: "Does Django work for APIs?",
      answer:
        "Yes. With Django REST Framework or Django Ninja we build typed, documented APIs with OpenAPI specifications for mobile and web clients.",
    },
    {
      question: "Which Django versions do you support?",
      answer:
        "We build on the current long-term support release and plan upgrades as part of maintenance, so you are never on an unsupported version.",
    },
  ],
};

export default entry;
