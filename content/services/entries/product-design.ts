import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "product-design",
  name: "Product design",
  seo: {
    title: "Product design: UX research, UI and design systems",
    description:
      "UX research, interface design, prototypes and design systems for web and mobile apps, tested with real users and built to WCAG 2.2 AA.",
  },
  heroTitle: "Design that people understand on the first try",
  intro:
    "Our product designers work in the same team as the engineers who build their designs. We research before we draw, test prototypes with real users, and hand over design systems that keep the product consistent as it grows.",
  summary: "Research, interface design, prototypes and design systems, tested with real users.",
  audience:
    "Startups designing a first product, companies whose app has grown inconsistent over the years, and teams who need user research to settle an argument about what to build.",
  offerings: [
    {
      title: "User research",
      body: "Interviews, usability tests and analytics reviews that tell you what users struggle with and why.",
    },
    {
      title: "Interface design",
      body: "Flows and screens for iOS, Android and the web, respecting each platform's conventions while keeping one brand.",
    },
    {
      title: "Prototypes",
      body: "Clickable prototypes that investors, stakeholders and users can try on their own phones before any code is written.",
    },
    {
      title: "Design systems",
      body: "Tokens, components and guidelines in Figma, matched one to one by coded components, so design and code never drift apart.",
    },
  ],
  process: [
    {
      title: "Understand",
      body: "Workshops and interviews to learn who the users are, what they are trying to do and what the business needs.",
    },
    {
      title: "Sketch",
      body: "User flows and low-fidelity wireframes to agree structure before anyone argues about colours.",
    },
    {
      title: "Test",
      body: "A clickable prototype tested with five to eight real users per round; we fix what confuses them and test again.",
    },
    {
      title: "Deliver",
      body: "Final designs, a component library and annotations for accessibility and behaviour, reviewed together with the engineers.",
    },
  ],
  technologies: ["react", "flutter", "react-native"],
  projects: ["glow-salon-booking", "campus-quest", "fieldnote-smart-greenhouse"],
  faqs: [
    {
      question: "How much does product design cost?",
      answer:
        "Design for a focused first release usually costs EUR 12,000 to EUR 30,000 over four to eight weeks. A design system for an existing product starts at about EUR 15,000.",
    },
    {
      question: "Can you design without building?",
      answer:
        "Yes. Some clients hire us for design only and build with their own team. Because our designers work with engineers every day, their designs are ready to build.",
    },
    {
      question: "How do you make designs accessible?",
      answer:
        "We design to WCAG 2.2 AA from the first wireframe: contrast, text sizes, focus order, touch target sizes and screen reader labels are part of every handover, and we test with assistive technology.",
    },
    {
      question: "Which tools do you use?",
      answer:
        "Figma for design and prototypes, Maze or moderated sessions for usability tests, and Storybook to keep coded components in sync with the design system.",
    },
  ],
};

export default entry;
