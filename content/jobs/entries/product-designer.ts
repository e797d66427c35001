import type { Input, jobSchema } from "@/content/schemas";
import { teamBenefits } from "@/content/jobs/benefits";

const entry: Input<typeof jobSchema> = {
  slug: "product-designer",
  title: "Product Designer",
  seo: {
    title: "Product Designer job at a Cluj app studio",
    description:
      "Design web and mobile products end to end, from discovery workshops to a shipped design system. Senior, hybrid in Cluj Napoca, EUR 3,200-4,600 a month.",
  },
  department: "Design",
  seniority: "Senior",
  employmentType: "FULL_TIME",
  workplace: "Hybrid",
  summary:
    "Lead design on new products from the discovery workshop to the shipped app, working side by side with engineers.",
  about: [
    "Design at our studio is product design: you will run workshops with partners, test prototypes with real users and stay with the product after launch to see what the data says.",
    "You will work with Bianca, our lead product designer, and a design team of five, in Figma, with a shared component library for web and mobile.",
  ],
  responsibilities: [
    "Run discovery workshops and turn them into user flows, wireframes and clickable prototypes",
    "Test prototypes with five to eight users per round and report what changed",
    "Design interfaces for iOS, Android and web that respect each platform's conventions",
    "Build and maintain design systems with tokens that engineers use directly",
    "Review implemented screens with engineers before every release",
  ],
  requirements: [
    "Four or more years of product design for digital products, with a portfolio of shipped work",
    "Fluent in Figma, including components, variables and auto layout",
    "Experience with usability testing and turning findings into decisions",
    "Knowledge of WCAG accessibility guidelines",
    "Clear written and spoken English for partner workshops",
  ],
  niceToHave: ["Motion design for apps", "Experience in fintech or healthcare products", "Basic HTML and CSS"],
  benefits: teamBenefits,
  hiringSteps: [
    {
      title: "Intro call",
      body: "Thirty minutes about you, the role and the salary range.",
    },
    {
      title: "Portfolio conversation",
      body: "Ninety minutes with two designers walking through two projects you are proud of, including what did not work.",
    },
    {
      title: "Meet the team",
      body: "An hour with the design team and a delivery manager, then an answer within three working days.",
    },
  ],
  technologies: [],
  salary: {
    currency: "EUR",
    min: 3200,
    max: 4600,
    unit: "MONTH",
  },
  postedAt: "2026-10-27",
  validThrough: "2027-01-31",
};

export default entry;
