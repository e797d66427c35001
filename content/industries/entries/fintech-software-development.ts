import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "fintech-software-development",
  name: "Fintech",
  seo: {
    title: "Fintech app development: banking, payments, budgeting",
    description:
      "Secure fintech apps built in Cluj: open banking, payments, strong customer authentication and audit trails that pass a bank or investor security review.",
  },
  heroTitle: "Fintech apps people trust with their money",
  intro:
    "We build budgeting apps, payment flows, lending journeys and back-office tools for fintech startups and the digital teams of established lenders. Security, auditability and regulation are part of the design from the first workshop, not a review at the end.",
  summary: "Open banking, payments and lending products that pass security reviews and keep users coming back.",
  challenges: [
    {
      title: "Regulation shapes the product",
      body: "PSD2 strong customer authentication, 90-day open banking consents, KYC and anti-money-laundering checks all change the user journey. We map them in discovery so they become clear screens rather than late surprises.",
    },
    {
      title: "Security reviews decide launch dates",
      body: "Banks, investors and app stores all ask how customer data is protected. Encryption of sensitive fields, audit logs, penetration tests and ISO 27001 processes give you answers before the questions arrive.",
    },
    {
      title: "Numbers must always add up",
      body: "A balance that is wrong once loses a user for good. Idempotent payment handling, double-entry ledgers and reconciliation jobs keep every screen consistent with the bank.",
    },
  ],
  capabilities: [
    {
      title: "Open banking and payments",
      body: "Account aggregation and payment initiation through regulated providers, card payments with Stripe or Adyen, and payouts with full reconciliation.",
    },
    {
      title: "Onboarding and KYC",
      body: "Identity verification, document capture and risk checks wired into onboarding flows that keep drop-off low.",
    },
    {
      title: "Back-office tools",
      body: "Case management, manual review queues and reporting for operations and compliance teams, with role-based access and a full audit trail.",
    },
  ],
  services: ["mobile-development", "cross-platform", "backend", "product-design", "qa-and-app-testing"],
  technologies: ["react-native", "ruby-on-rails", "react", "node-js"],
  projects: ["ledgerly-budgeting"],
  faqs: [
    {
      question: "Do you need to be regulated to build a fintech app?",
      answer:
        "We are not; you or your banking partner usually are. We build on regulated providers for open banking, payments and identity checks, and design the product so your compliance officer can show how each rule is met.",
    },
    {
      question: "How do you handle security testing?",
      answer:
        "Automated dependency and code scanning run on every change, and we arrange an external penetration test before launch and yearly after. Findings are fixed and retested before release.",
    },
    {
      question: "Can you integrate with our core banking system?",
      answer:
        "Yes. We have connected to core systems through REST and SOAP APIs, message queues and nightly files. We start with a short technical spike to confirm access, data formats and limits before committing to an estimate.",
    },
  ],
};

export default entry;
