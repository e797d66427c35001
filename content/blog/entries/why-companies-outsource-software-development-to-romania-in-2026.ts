import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "why-companies-outsource-software-development-to-romania-in-2026",
  title: "Why companies outsource software development to Romania in 2026",
  excerpt:
    "Romania is no longer the cheapest place to build software, and that is the point. An honest look at rates, time zones, EU law and the trade-offs, from a delivery lead in Cluj.",
  seo: {
    title: "Outsourcing software development to Romania in 2026",
    description:
      "Rates, time zones, EU data rules and real trade-offs of nearshoring software development to Romania in 2026, explained by a delivery lead in Cluj.",
  },
  author: "elena-dragomir",
  publishedAt: "2026-01-14",
  tags: ["Outsourcing", "Process"],
  image: {
    src: "/images/blog/why-companies-outsource-software-development-to-romania-in-2026.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Ten years ago the pitch for Romania was simple: good engineers at a third of London prices. That pitch no longer holds, and we would be suspicious of any agency that still made it. Salaries in Cluj and Bucharest have risen steadily, and the income-tax exemption that software engineers enjoyed for two decades ended in January 2025. Yet most of the partners who talk to us in 2026 are not shopping for the lowest rate. They want a team that behaves like their own, inside the EU, without a six-hour gap in the working day.",
    },
    { type: "heading", level: 2, text: "What it actually costs" },
    {
      type: "paragraph",
      text: `Blended rates for a senior Romanian agency like ours are ${pricing.facts.blendedRate} in 2026, depending on seniority and the length of the engagement. Comparable agencies in London, Munich or Amsterdam usually charge EUR 90 to EUR 150. Teams in South and South-East Asia can be cheaper again, at EUR 20 to EUR 35. On a twelve-month product team of five people, the gap between Cluj and a Western European agency is typically EUR 300,000 to EUR 500,000. The gap to Asia is smaller than the hourly rates suggest once you count the extra management time, the overnight feedback loops and the rework that comes from them.`,
    },
    { type: "heading", level: 2, text: "The reasons that matter more than price" },
    {
      type: "list",
      items: [
        "Time zone: Romania is on Eastern European Time, one hour ahead of Berlin and two ahead of London. A team in Cluj shares six to seven working hours with the UK and the whole day with the DACH region.",
        "EU law by default: contracts fall under EU law, GDPR applies without standard contractual clauses, and the UK and the EU recognise each other as adequate for data transfers. For fintech and health products this removes weeks of legal review.",
        "Travel: Romania joined the Schengen area fully in January 2025, and there are direct flights from Cluj to the UK, Germany and the Netherlands in two to three and a half hours. A workshop in your office costs a day, not a week.",
        "Talent depth: Cluj alone has two large universities with strong computer science faculties and tens of thousands of people working in tech. Senior mobile, back-end and QA engineers are easier to find here than in most Western European cities of the same size.",
        "English: almost every engineer works in English daily, writes it in code review and can run a demo without a translator.",
      ],
    },
    { type: "heading", level: 2, text: "The honest trade-offs" },
    {
      type: "paragraph",
      text: "Nearshoring is not free of friction. Competition for senior people is real, so a vendor that promises a team of ten starting next Monday is either overstaffed or about to hire in a hurry. Ask how long the proposed engineers have been with the company; a credible answer is measured in years, not months. Public holidays differ from yours, including Orthodox Easter, which moves relative to the Western date most years. And the hourly rate is only half the equation: a cheaper team that needs your product manager on every detail costs you more than a slightly dearer one that can own a feature end to end.",
    },
    {
      type: "quote",
      text: "Partners rarely leave because of the rate. They leave when they feel they are managing a vendor instead of working with a team.",
      cite: "Elena Dragomir, Delivery Manager",
    },
    { type: "heading", level: 2, text: "How to choose a partner" },
    {
      type: "list",
      ordered: true,
      items: [
        `Start with a paid discovery of ${pricing.facts.discoveryDuration}. You will learn more about how a team works than from any number of sales calls.`,
        "Meet the people who will actually write the code, not only the account manager.",
        "Ask for certifications that are audited, such as ISO 27001 for information security, and for the last external penetration test report.",
        "Check that you own the code, the designs and the accounts from day one, with repositories in your organisation.",
        "Agree on notice periods and how the team can scale up or down, usually with one month of notice.",
      ],
    },
    {
      type: "paragraph",
      text: "Romania in 2026 is a good fit if you want a stable, senior team close to your own working day, under the same rules as your business, at roughly half the cost of hiring the same people locally. It is a poor fit if the only number that matters is the hourly rate.",
    },
  ],
};

export default entry;
