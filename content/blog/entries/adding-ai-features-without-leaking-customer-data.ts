import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "adding-ai-features-without-leaking-customer-data",
  title: "Adding AI features without leaking customer data",
  excerpt:
    "Language models can summarise, search and draft for your users. Here is how we add those features while keeping customer data where it belongs, and what it costs in time.",
  seo: {
    title: "Adding AI features without leaking customer data",
    description:
      "A practical checklist for adding language-model features to a product: data minimisation, redaction, EU hosting, permissions, logging and evaluation.",
  },
  author: "andrei-muresan",
  publishedAt: "2026-10-13",
  tags: ["AI", "Security", "Privacy"],
  image: {
    src: "/images/blog/adding-ai-features-without-leaking-customer-data.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Almost every product roadmap we see this year has an AI item on it: summarise a customer record, answer questions about documents, draft a reply for the support team. The models are good enough. The hard questions are about data: what leaves your systems, where it goes, how long it stays there, who can see the result and what happens when the model is wrong. These are the rules we follow when we add a language-model feature to a client's product, whether it is a fintech back office or a booking app.",
    },
    { type: "heading", level: 2, text: "Send the least data that does the job" },
    {
      type: "paragraph",
      text: "The safest personal data is the data you never send. Before writing a prompt we list the fields the feature really needs. A draft support reply needs the conversation and the order status; it does not need the customer's date of birth, full address or card details. Where names, emails or phone numbers appear in free text, we replace them with placeholders such as CUSTOMER_1 before the prompt leaves our back end, keep the mapping in memory for that request only, and put the real values back into the answer. Pattern matching catches emails, phone numbers and IBANs reliably; a small named-entity model catches most names. Most is not all, so redaction complements the rules below rather than replacing them.",
    },
    { type: "heading", level: 2, text: "Choose where the model runs, and read the retention terms" },
    {
      type: "paragraph",
      text: "For European clients we use models hosted in EU regions under enterprise terms that exclude training on customer data, and we check the retention clause line by line: several providers keep prompts for up to 30 days for abuse monitoring unless you agree otherwise. When volumes, regulation or the client's risk appetite justify it, we host an open-weight model ourselves, which trades a monthly GPU bill and some quality for full control. Either way, the data flow goes into the record of processing activities and is reviewed with the client's data protection officer before launch. Consumer chat apps and personal accounts are never part of a production data flow, and our engineering guidelines say so explicitly, because a developer pasting production logs into a chatbot is a real leak path.",
    },
    { type: "heading", level: 2, text: "The model gets the user's permissions, never more" },
    {
      type: "paragraph",
      text: "Retrieval features are where leaks most often hide. If the search index contains every document in the company, a cleverly phrased question can surface a contract the user was never allowed to open. We filter retrieval by the same permissions the application already enforces, at query time, so the model only ever sees what the person asking could see. Assistants that take actions call the same API as the interface, with the user's own token, so they cannot do anything the user could not do by hand. Remember that embeddings are derived from personal data too: when a customer asks to be deleted, their vectors must go with them.",
    },
    {
      type: "list",
      items: [
        "Prompts and retrieved passages are logged with the user and purpose, kept for an agreed 30 to 90 days, and excluded from general-purpose observability tools.",
        "Response caches are keyed per user or per tenant, never shared, so one customer cannot receive an answer built from another customer's records.",
        "Instructions found inside documents, emails or web pages are treated as data, never as commands, to blunt prompt injection.",
        "Outputs shown to other people pass the same sanitising as any user-generated content.",
        "Rate limits and spending caps per account stop both abuse and surprise bills.",
      ],
    },
    { type: "heading", level: 2, text: "Measure before and after every change" },
    {
      type: "paragraph",
      text: "An evaluation set of 50 to 200 real, anonymised examples with expected answers is the most valuable artefact of an AI project. Every change of prompt, model or retrieval setting runs against it in CI, and we track accuracy, refusals, latency and cost per request. The same set includes adversarial cases: questions that try to reach another customer's records, documents with hidden instructions, requests for personal information the feature should never reveal. If a change makes any of those worse, it does not ship, however much better the demo looks.",
    },
    {
      type: "quote",
      text: "Treat the model like a new colleague with a great memory and no judgement about secrets: give it only what the task needs, and check its work.",
      cite: "Andrei Muresan, CTO",
    },
    {
      type: "paragraph",
      text: "None of this makes AI features slow to build. A focused prototype with redaction, permission-aware retrieval and an evaluation set takes us about two weeks; a production version takes six to ten. The extra work for privacy is perhaps 15 per cent of the effort, and it turns the feature into something your security review, your customers and your regulator can say yes to.",
    },
  ],
};

export default entry;
