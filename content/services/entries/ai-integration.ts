import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "ai-integration",
  name: "AI integration",
  seo: {
    title: "AI integration: LLM features for existing products",
    description:
      "AI search, summaries, assistants and document extraction added to your product: EU-hosted, never trained on your data, measured on evaluation sets, on budget.",
  },
  heroTitle: "AI features that earn their place in your product",
  intro:
    "We add language-model features to software people already use: search that answers questions with sources, summaries of long records, assistants that draft replies and extraction that turns documents into clean data. Every feature is measured against an evaluation set, keeps customer data in the EU and has a cost per request agreed before it ships.",
  summary: "LLM search, summaries, assistants and document extraction, private by design, measured and costed.",
  audience:
    "Product companies whose customers expect AI features and will pay for useful ones, and operations teams buried in documents, emails or tickets that a model could sort, summarise or pre-fill. Most of our AI work sits inside existing web and mobile products, next to the teams who run them.",
  offerings: [
    {
      title: "Search and question answering",
      body: "Retrieval-augmented answers over your help centre, contracts or product data, with hybrid keyword and vector search in PostgreSQL with pgvector, citations on every answer and an honest no-answer when the sources are silent.",
    },
    {
      title: "Document extraction",
      body: "Invoices, delivery notes, contracts and forms turned into validated, structured data with a schema per document type, confidence scores and a review queue for uncertain fields, so only the hard 5 to 15 per cent reach a person.",
    },
    {
      title: "Summaries and assistants",
      body: "Case and ticket summaries, reply drafts for support teams and in-app assistants that call your API only with the signed-in user's permissions, so the model can never see or change more than the user could.",
    },
    {
      title: "Privacy and cost controls",
      body: "Models in EU regions under contracts that exclude training on your data, personal data redacted before prompts, prompts and outputs logged in your own cloud, plus per-tenant quotas, caching and smaller models for simple steps to keep the bill predictable.",
    },
  ],
  process: [
    {
      title: "Choose the use case",
      body: "A one-week workshop to find the task where a model saves the most time or earns the most revenue, check the data exists and is allowed to be used, and agree what good enough means in numbers.",
    },
    {
      title: "Build the evaluation set",
      body: "Together with your experts we collect 100 to 300 real, anonymised examples with the expected answers. Every prompt, model or retrieval change is scored against them automatically, so quality is measured rather than judged by a demo.",
    },
    {
      title: "Prototype and compare models",
      body: "A two- to three-week prototype on your data, comparing two or three models on accuracy, latency and cost per request, ending with a go or no-go and a monthly running-cost estimate at your volumes.",
    },
    {
      title: "Ship, monitor and improve",
      body: "Production integration behind a feature flag, with guardrails, user feedback buttons, dashboards for quality and spend, and a monthly review that adds new failure cases to the evaluation set.",
    },
  ],
  technologies: ["python", "django", "node-js", "next-js", "react"],
  projects: ["roadready-fleet", "fieldnote-smart-greenhouse"],
  faqs: [
    {
      question: "How much does an AI feature cost?",
      answer:
        "The workshop and evaluation set cost EUR 5,000 to EUR 10,000, and a prototype EUR 10,000 to EUR 20,000 over two to three weeks. Taking one feature to production usually adds EUR 25,000 to EUR 60,000 and six to ten weeks. Model running costs for most B2B products land between EUR 200 and EUR 3,000 a month; we measure cost per request during the prototype.",
    },
    {
      question: "Will our customers' data train someone else's model?",
      answer:
        "No. We use EU-hosted models or provider agreements that exclude training on your data and limit retention, redact names, emails, IBANs and other identifiers before prompts where the task allows, and document the data flow and subprocessors for your data protection officer and your DPIA.",
    },
    {
      question: "What happens when the model gets something wrong?",
      answer:
        "It sometimes will, so we design for it. Answers cite their sources, extraction fields below a confidence threshold go to a person, actions that change data need a human click, and the evaluation set blocks any release that scores lower than the one before.",
    },
    {
      question: "Do we need to train our own model?",
      answer:
        "Rarely. Good retrieval, prompts and evaluation on top of an existing model solve most problems within weeks. Fine-tuning or a self-hosted open-weight model starts to pay off at high volumes, often above a million requests a month, or under strict data rules, and we show you the break-even in numbers before recommending it.",
    },
  ],
};

export default entry;
