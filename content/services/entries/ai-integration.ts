import type { Input, serviceSchema } from '@/content/schemas';

const entry: Input<typeof serviceSchema> = {
  slug: 'ai-integration',
  name: 'AI integration',
  seo: {
    title: 'AI integration: LLM features for existing products',
    description:
      'Add AI search, summaries, assistants and document extraction to your product, hosted in the EU, measured against evaluation sets and kept within budget.',
  },
  heroTitle: 'AI features that earn their place in your product',
  intro:
    'We add language-model features to products people already use: search that understands questions, summaries of long records, assistants that draft replies and extraction that turns documents into data. Each feature is measured, private by design and priced before it ships.',
  summary: 'Search, summaries, assistants and document extraction, private by design and measured.',
  audience:
    'Product companies who want AI features their customers will pay for, and operations teams buried in documents, emails or tickets that a model could sort, summarise or pre-fill.',
  offerings: [
    {
      title: 'Search and question answering',
      body: 'Retrieval over your documents and data with citations, so answers can be checked and nothing is invented without a source.',
    },
    {
      title: 'Document extraction',
      body: 'Invoices, contracts, forms and CVs turned into structured data, with confidence scores and a human review queue for uncertain cases.',
    },
    {
      title: 'Assistants and drafting',
      body: 'Reply drafts for support teams, report summaries and in-app assistants that act only through the same permissions as the user.',
    },
    {
      title: 'Privacy and cost controls',
      body: 'EU-hosted models or providers that do not train on your data, redaction of personal data before prompts, usage limits and caching that keep the monthly bill predictable.',
    },
  ],
  process: [
    {
      title: 'Pick the use case',
      body: 'A workshop to find the task where a model saves the most time or earns the most revenue, and the data it needs.',
    },
    {
      title: 'Build an evaluation set',
      body: 'Fifty to two hundred real examples with the answers your experts expect, so every prompt and model change is measured, not guessed.',
    },
    {
      title: 'Prototype in two weeks',
      body: 'A working prototype on real, anonymised data, with accuracy, latency and cost per request reported against the evaluation set.',
    },
    {
      title: 'Ship and monitor',
      body: 'Production integration with logging, feedback buttons, guardrails and dashboards, and a monthly review of quality and spend.',
    },
  ],
  technologies: ['python', 'django', 'node-js', 'next-js'],
  projects: ['fieldnote-smart-greenhouse', 'roadready-fleet'],
  faqs: [
    {
      question: "Will our data be used to train someone else's model?",
      answer:
        'No. We use models hosted in the EU or provider agreements that exclude training on your data, remove personal data before prompts where possible, and document the data flow for your data protection officer.',
    },
    {
      question: 'How much does an AI feature cost?',
      answer:
        'A two-week prototype costs EUR 8,000 to EUR 15,000. Taking a feature to production usually takes six to ten weeks. Running costs depend on volume; we estimate them per request during the prototype.',
    },
    {
      question: 'What if the model gets things wrong?',
      answer:
        'It sometimes will, so we design for it: answers cite their sources, uncertain results go to a person, and the evaluation set catches regressions before a release.',
    },
    {
      question: 'Do we need our own model?',
      answer:
        'Rarely. Good retrieval, prompts and evaluation on top of an existing model solve most problems. Fine-tuning or a self-hosted open model makes sense for high volumes or strict data rules, and we show you the trade-off in numbers.',
    },
  ],
};

export default entry;
