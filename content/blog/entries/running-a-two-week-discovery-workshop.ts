import type { Input, blogPostSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof blogPostSchema> = {
  slug: "running-a-two-week-discovery-workshop",
  title: "Inside a product discovery: from idea to fixed estimate",
  excerpt:
    "Every new product we build starts with a short, paid discovery. Here is what happens day by day, what you get at the end, and why it saves money.",
  seo: {
    title: "Inside a product discovery, week by week",
    description:
      "What happens in a product discovery, week by week: workshops, user flows, a clickable prototype, technical risks and a fixed estimate you can take anywhere.",
  },
  author: "elena-dragomir",
  publishedAt: "2026-07-21",
  tags: ["Product", "Process"],
  image: {
    src: "/images/blog/running-a-two-week-discovery-workshop.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: `When a founder asks how much an app will cost, the honest answer on the first call is a wide range. The range narrows only when we understand who will use the product, what the first release must do and where the technical risks are. That is the job of discovery: ${pricing.facts.discoveryDuration}, a fixed fee of ${pricing.facts.discoveryFee}, and a set of outputs you own whether or not you build with us. Here is how the first two weeks run; a third is added when there are many user groups or integrations to untangle.`,
    },
    { type: "heading", level: 2, text: "Week one: understand" },
    {
      type: "paragraph",
      text: "The first week is mostly conversation. A product designer, a senior engineer and a delivery manager meet your team for two or three workshops of about three hours each. We map the people who will use the product, the jobs they need done and the business model behind it. We ask uncomfortable questions early: who pays, what happens if a payment fails, which rules come from regulators rather than preference.",
    },
    {
      type: "list",
      items: [
        "Day 1: kickoff, goals, constraints and a first sketch of the user journeys.",
        "Days 2 and 3: workshops on the core flows, existing systems and data.",
        "Day 4: technical spike on the riskiest integration, such as a payment provider or a hardware device.",
        "Day 5: review of the journeys and a first cut of what belongs in release one.",
      ],
    },
    { type: "heading", level: 2, text: "Week two: make it tangible" },
    {
      type: "paragraph",
      text: "In the second week the designer turns the agreed flows into a clickable prototype in Figma. It is not polished visual design; it is the structure of every important screen, realistic enough to put in front of five potential users. Those sessions regularly change the plan: a step nobody understands, a feature everyone ignores, a question people expected the app to answer on the first screen.",
    },
    {
      type: "paragraph",
      text: "In parallel the engineer sketches the architecture, picks the stack with a written rationale and lists the risks with a plan for each. The delivery manager turns everything into a prioritised backlog with estimates per feature.",
    },
    { type: "heading", level: 2, text: "What you get at the end" },
    {
      type: "list",
      ordered: true,
      items: [
        "A clickable prototype of the first release, tested with real users.",
        "A backlog of features with estimates, split into release one and later.",
        "An architecture outline, the chosen stack and the reasons for it.",
        "A risk list with mitigations.",
        "A fixed price and timeline for release one, valid for 60 days.",
      ],
    },
    {
      type: "quote",
      text: "The most valuable output of discovery is often the list of features we agreed not to build yet.",
      cite: "Elena Dragomir, Delivery Manager",
    },
    { type: "heading", level: 2, text: "Why not skip it?" },
    {
      type: "paragraph",
      text: "Skipping discovery feels faster, but the questions do not disappear; they come back during the build, when answering them means rewriting code instead of moving boxes in a prototype. In our projects, a discovery typically removes 20 to 30 per cent of the originally imagined scope from the first release, and that alone pays for it several times over.",
    },
  ],
};

export default entry;
