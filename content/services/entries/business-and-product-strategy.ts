import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "business-and-product-strategy",
  name: "Product strategy",
  seo: {
    title: "Product strategy, discovery and MVP scoping",
    description:
      "Discovery workshops, MVP scoping, roadmaps and product metrics: decide what to build first and what it will cost before you write a line of code.",
  },
  heroTitle: "Decide what to build before you pay to build it",
  intro:
    "Most software budgets are lost on features nobody needed. Our product strategists, designers and senior engineers help you test the idea, choose the smallest release that proves it, and plan the road from there, with a fixed estimate at the end.",
  summary: "Discovery, MVP scoping and roadmaps that turn an idea into a plan with a price.",
  audience:
    "Founders preparing a first product or a funding round, and product leaders in established companies who need to validate a new line of business or rescue a roadmap that keeps slipping.",
  offerings: [
    {
      title: "Discovery workshops",
      body: `Structured workshops, user interviews and a clickable prototype over ${pricing.facts.discoveryDuration}, ending with a prioritised backlog, an architecture sketch and a fixed estimate.`,
    },
    {
      title: "MVP scoping",
      body: "We cut the idea down to the release that tests your riskiest assumption, and write down what is deliberately left out and when it comes back.",
    },
    {
      title: "Roadmaps and metrics",
      body: "Quarterly roadmaps tied to measurable outcomes, with the few product metrics that tell you whether a release worked.",
    },
    {
      title: "Technical due diligence",
      body: "For investors and acquirers: a two-week review of a product's code, architecture, security and team practices, with a written risk report.",
    },
  ],
  process: [
    {
      title: "Frame",
      body: "A kickoff to agree the goal, the users, the constraints and the decisions the discovery must make possible.",
    },
    {
      title: "Learn",
      body: "Interviews with users and stakeholders, a review of competitors and existing systems, and a technical spike on the riskiest integration.",
    },
    {
      title: "Shape",
      body: "User journeys, a clickable prototype tested with five to eight real users, and a backlog sized by the engineers who would build it.",
    },
    {
      title: "Decide",
      body: "A final session where we present the scope, the estimate, the risks and the plan, and you decide what happens next, with us or without us.",
    },
  ],
  technologies: [],
  projects: ["ledgerly-budgeting", "campus-quest", "glow-salon-booking"],
  faqs: [
    {
      question: "How much does a discovery cost?",
      answer: `A fixed ${pricing.facts.discoveryFee} for ${pricing.facts.discoveryDuration}, depending on the number of user groups and integrations. The fee is agreed before we start.`,
    },
    {
      question: "Do we have to build with you afterwards?",
      answer:
        "No. You own the prototype, the backlog and the estimate, and they are written so any competent team could use them. Most clients do continue with us, because the same people who scoped the product can build it.",
    },
    {
      question: "We already have a spec. Do we still need discovery?",
      answer:
        "Often a shorter one. We review your spec in a few days, test the riskiest parts and give you an estimate with the assumptions written down. That usually takes about half the time of a full discovery.",
    },
    {
      question: "Who takes part from your side?",
      answer:
        "A product strategist or delivery lead, a product designer and a senior engineer, the same people who would lead the build. A specialist in mobile, data or AI joins when the product needs one.",
    },
  ],
};

export default entry;
