import type { Input, technologySchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof technologySchema> = {
  slug: "angular",
  name: "Angular",
  category: "Front end",
  seo: {
    title: "Angular development for enterprise web apps",
    description:
      "Angular front ends for large enterprise applications: strict structure, TypeScript throughout, signals, and upgrades of ageing AngularJS and Angular apps.",
  },
  heroTitle: "Angular for large teams and long-lived applications",
  intro:
    "We work with Angular where it fits best: enterprise back-office applications with many forms, many roles and several teams contributing to one codebase. Much of our Angular work is for in-house teams that already run it, adding capacity, upgrading old versions and moving the last AngularJS screens to modern Angular without stopping the business.",
  summary: "Structured, fully typed front ends for enterprise applications with long lives.",
  reasons: [
    {
      title: "Everything from one team",
      body: "Routing, typed reactive forms, HTTP, internationalisation and testing tools ship together and are upgraded together, which suits organisations that value stability and predictable releases over choice.",
    },
    {
      title: "Consistency across squads",
      body: "Dependency injection, clear feature boundaries and an opinionated CLI make code from different teams look alike, which helps when four squads commit to the same application and review each other.",
    },
    {
      title: "Lighter than its reputation",
      body: "Standalone components, signals, deferrable views and the built-in control flow have cut boilerplate and bundle sizes; a modern Angular app is noticeably leaner than one written in 2019.",
    },
    {
      title: "The trade-off: more to learn",
      body: "Angular has more concepts and more code per feature than React or Vue, and RxJS takes time to use well. For startups and small products we usually recommend React or Vue; for large, form-heavy enterprise software Angular often pays off.",
    },
  ],
  useCases: [
    "Enterprise back-office and case management applications",
    "Upgrading AngularJS and early Angular versions",
    "Large forms-heavy workflows with complex validation",
    "Extending an in-house Angular team with extra capacity",
  ],
  services: ["frontend", "web-development", "app-maintenance"],
  projects: [],
  related: ["react", "vue-js", "node-js"],
  faqs: [
    {
      question: "Can you upgrade our AngularJS application?",
      answer:
        "Yes. AngularJS lost all official support at the end of 2021. We run old and new code side by side in a hybrid setup and move features one route at a time, so users keep working throughout. Upgrades of mid-sized apps typically take 3 to 6 months.",
    },
    {
      question: "Is Angular still a good choice for new projects?",
      answer:
        "For large enterprise applications built and maintained by several teams for many years, yes. For an MVP or a small product, React or Vue usually gets to market faster with a smaller team.",
    },
    {
      question: "How often should we update Angular?",
      answer:
        "Angular ships a major version every six months, and each one is supported for 18 months. We recommend updating at least once a year with the official ng update migrations, which keeps each step to a few days of work instead of a project.",
    },
    {
      question: "Can your developers join our existing Angular team?",
      answer: `Yes. Our developers join your stand-ups, code review and conventions, usually within two weeks of signing, and are billed monthly at blended rates of ${pricing.facts.blendedRate}.`,
    },
  ],
};

export default entry;
