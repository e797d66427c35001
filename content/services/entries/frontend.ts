import type { Input, serviceSchema } from "@/content/schemas";

const entry: Input<typeof serviceSchema> = {
  slug: "frontend",
  name: "Front end",
  parent: "web-development",
  seo: {
    title: "Front-end development with React and Vue",
    description:
      "Accessible, fast front ends in React, Next.js, Vue and Angular, built from a shared design system and tested on the browsers and phones your users have.",
  },
  heroTitle: "Interfaces that feel quick on a three-year-old phone",
  intro:
    "The front end is the product as your users see it. We turn designs into accessible, fast interfaces and the design system behind them, so the tenth screen is as polished as the first.",
  summary: "React, Next.js, Vue and Angular front ends built on a design system, accessible and fast.",
  audience:
    "Product teams with a back end in place who need a modern interface, companies moving off an ageing jQuery or AngularJS front end, and designers who want their Figma files built faithfully.",
  offerings: [
    {
      title: "Design systems",
      body: "A component library that mirrors your Figma tokens, documented in Storybook and shared between products, so new screens are assembled rather than redrawn.",
    },
    {
      title: "Accessibility built in",
      body: "Semantic HTML, keyboard paths and screen-reader testing with VoiceOver and NVDA, checked against WCAG 2.2 AA in every sprint.",
    },
    {
      title: "Rendering strategy",
      body: "Static pages, server rendering and client islands chosen per route, so marketing pages load instantly and app screens stay interactive.",
    },
    {
      title: "Front-end migrations",
      body: "Strangler-pattern migrations from AngularJS, Backbone or jQuery, route by route, with both versions running side by side until the old one can go.",
    },
  ],
  process: [
    {
      title: "Component inventory",
      body: "We go through the designs and list every component and state, then agree with your designer which ones form the system.",
    },
    {
      title: "System first",
      body: "Tokens, typography, forms and layout primitives come first, reviewed in Storybook before they appear on any page.",
    },
    {
      title: "Screens in sprints",
      body: "Screens ship every two weeks, reviewed against the designs on real devices and tested with Playwright end to end.",
    },
    {
      title: "Budgets in CI",
      body: "Lighthouse and bundle-size budgets run on every pull request, so performance does not slowly erode after launch.",
    },
  ],
  technologies: ["react", "next-js", "vue-js", "nuxt-js", "angular"],
  projects: ["campus-quest", "voltway-ev-charging"],
  faqs: [
    {
      question: "React, Vue or Angular?",
      answer:
        "All three are good. React has the largest hiring pool, Vue is the gentlest to learn, and Angular suits large teams that value strong conventions. If you already use one, we continue with it.",
    },
    {
      question: "Do you work from our designs?",
      answer:
        "Yes. We work from Figma, raise questions early about missing states such as errors, empty lists and loading, and our own designers can fill gaps if you want.",
    },
    {
      question: "How do you make sure it is accessible?",
      answer:
        "Automated axe checks run in CI, and a person tests every new flow with a keyboard and a screen reader before it ships. We fix issues in the same sprint.",
    },
    {
      question: "What does a front-end rebuild cost?",
      answer:
        "A design system plus 20 to 30 screens typically takes 10 to 16 weeks and costs EUR 45,000 to 90,000, depending on how complex the interactions are.",
    },
  ],
};

export default entry;
