import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "ecommerce",
  name: "E-commerce",
  parent: "web-development",
  seo: {
    title: "E-commerce development",
    description:
      "Online stores and marketplaces with fast headless storefronts, reliable checkout, payments, stock sync and the back-office tools your team needs daily.",
  },
  heroTitle: "Stores that convert on mobile and reconcile at month end",
  intro:
    "We build online stores and marketplaces where the storefront is fast, the checkout does not lose orders and the back office matches the warehouse. Headless when you need flexibility, a proven platform when you need speed.",
  summary: "Headless storefronts, checkouts, marketplaces and the integrations behind them.",
  audience:
    "Retail and direct-to-consumer brands outgrowing a template store, B2B suppliers moving ordering online, and marketplaces connecting many sellers with many buyers.",
  offerings: [
    {
      title: "Headless storefronts",
      body: "Next.js or Nuxt storefronts on top of Shopify, commercetools or a custom catalogue, with product pages that load in under two seconds on mobile.",
    },
    {
      title: "Checkout and payments",
      body: "Stripe, Adyen or local payment methods, 3-D Secure, saved cards, refunds and webhooks handled idempotently so an order is never charged twice.",
    },
    {
      title: "Marketplaces",
      body: "Seller onboarding with KYC, split payments, commissions, payouts and dispute handling for multi-vendor platforms.",
    },
    {
      title: "Operations integrations",
      body: "Stock and price sync with ERP and warehouse systems, invoicing, shipping labels and returns, with alerts when a sync fails.",
    },
  ],
  process: [
    {
      title: "Funnel review",
      body: "We look at analytics and session recordings to find where buyers drop off today, and set the conversion goals for the project.",
    },
    {
      title: "Platform choice",
      body: "A written comparison of hosted, headless and custom options against your catalogue size, markets and team.",
    },
    {
      title: "Build and migrate",
      body: "Storefront, checkout and integrations in sprints, with products, customers and order history migrated and redirects mapped for SEO.",
    },
    {
      title: "Launch and optimise",
      body: "A staged launch, load testing before peak season and A/B tests on the checkout once real traffic arrives.",
    },
  ],
  technologies: ["next-js", "nuxt-js", "react", "node-js"],
  projects: ["glow-salon-booking"],
  faqs: [
    {
      question: "Shopify or custom?",
      answer:
        "For most stores under a few thousand products, Shopify with a custom storefront is the fastest and cheapest route. Custom back ends make sense for marketplaces, complex B2B pricing or unusual fulfilment.",
    },
    {
      question: "Will we lose our search rankings when we move?",
      answer:
        "Not if the migration is planned: we map every old URL to a new one with permanent redirects, keep structured data and monitor Search Console for weeks after launch.",
    },
    {
      question: "How long does a new store take?",
      answer:
        "A headless storefront on an existing platform takes 8 to 12 weeks; a marketplace with seller payouts usually 4 to 6 months.",
    },
    {
      question: "Can you handle Black Friday traffic?",
      answer:
        "We load test the storefront and checkout at several times last year's peak, cache aggressively at the edge and keep an engineer on call during the campaign.",
    },
  ],
};

export default entry;
