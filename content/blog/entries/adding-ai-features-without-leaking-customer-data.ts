import type { Input, blogPostSchema } from '@/content/schemas';

const entry: Input<typeof blogPostSchema> = {
  slug: 'adding-ai-features-without-leaking-customer-data',
  title: 'Adding AI features without leaking customer data',
  excerpt:
    'Language models can summarise, search and draft for your users. Here is how we add those features while keeping customer data where it belongs.',
  seo: {
    title: 'Adding AI features without leaking customer data',
    description:
      'A practical checklist for adding language-model features to a product: data minimisation, redaction, EU hosting, permissions, logging and evaluation.',
  },
  author: 'andrei-muresan',
  publishedAt: '2026-10-13',
  tags: ['AI', 'Security', 'Privacy'],
  image: {
    src: '/images/blog/adding-ai-features-without-leaking-customer-data.svg',
    alt: 'Abstract night landscape with a walled valley holding a bright lake, suggesting data kept safely inside',
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: 'paragraph',
      text: 'Almost every product roadmap we see this year has an AI item on it: summarise a customer record, answer questions about documents, draft a reply for the support team. The models are good enough. The hard questions are about data: what leaves your systems, where it goes, who can see the result and what happens when the model is wrong. These are the rules we follow when we add a language-model feature to a client\'s product.',
    },
    { type: 'heading', level: 2, text: 'Send the least data that does the job' },
    {
      type: 'paragraph',
      text: 'The safest personal data is the data you never send. Before writing a prompt we list the fields the feature really needs. A support reply draft needs the conversation and the order status; it does not need the customer\'s date of birth or full address. Where a name or email appears in free text, we replace it with a placeholder before the prompt leaves our back end and put it back in the answer afterwards. Simple pattern matching catches emails, phone numbers and IBANs; a small named-entity model catches most names. It is not perfect, so it complements the other rules rather than replacing them.',
    },
    { type: 'heading', level: 2, text: 'Choose where the model runs' },
    {
      type: 'paragraph',
      text: 'For European clients we use models hosted in EU regions under enterprise agreements that exclude training on customer data and limit retention, or open models we host ourselves when volumes or rules justify it. Either way, the data flow is written down in the record of processing activities and reviewed with the client\'s data protection officer before launch. Consumer chat apps and personal accounts are never part of a production data flow, and we say so in the engineering guidelines, because a well-meaning developer pasting logs into a chatbot is a real leak path.',
    },
    { type: 'heading', level: 2, text: 'The model gets the user\'s permissions, not more' },
    {
      type: 'paragraph',
      text: 'Retrieval features are where leaks most often hide. If the search index contains every document in the company, a clever question can surface a document the user was never allowed to open. We filter retrieval by the same permissions the application already enforces, at query time, so the model only ever sees what the person asking could see. Assistants that take actions call the same API as the user interface, with the user\'s token, so they cannot do anything the user could not do by hand.',
    },
    {
      type: 'list',
      items: [
        'Prompts and retrieved passages are logged with the user and purpose, and kept for a short, agreed period.',
        'Instructions found inside documents are treated as data, never as commands, to blunt prompt injection.',
        'Outputs that will be shown to other people pass the same sanitising as any user-generated content.',
        'Rate limits and spending caps per account stop both abuse and surprise bills.',
      ],
    },
    { type: 'heading', level: 2, text: 'Measure before and after every change' },
    {
      type: 'paragraph',
      text: 'An evaluation set of fifty to two hundred real, anonymised examples with expected answers is the most valuable artefact of an AI project. Every change of prompt, model or retrieval setting runs against it, and we track accuracy, refusals, latency and cost per request. The same set includes adversarial cases: questions that try to reach another customer\'s data, documents with hidden instructions, requests for personal information. If a change makes any of those worse, it does not ship.',
    },
    {
      type: 'quote',
      text: 'Treat the model like a new colleague with a great memory and no judgement about secrets: give it only what the task needs, and check its work.',
      cite: 'Andrei Muresan, CTO',
    },
    {
      type: 'paragraph',
      text: 'None of this makes AI features slow to build. A focused prototype with redaction, permission-aware retrieval and an evaluation set takes us about two weeks; the production version six to ten. What it does is make the feature something your security review, your customers and your regulator can say yes to.',
    },
  ],
};

export default entry;
