import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "vue-js",
  name: "Vue.js",
  category: "Front end",
  seo: {
    title: "Vue.js development for web apps and dashboards",
    description:
      "Vue.js 3 front ends with TypeScript, the Composition API and Pinia: real-time dashboards, portals and admin tools that your own team can easily own.",
  },
  heroTitle: "Vue.js interfaces your team will enjoy owning",
  intro:
    "We build Vue.js front ends for operator dashboards, back-office tools and portals, using Vue 3 with the Composition API, Pinia and strict TypeScript. For Voltway, our Vue dashboard shows 2,300 chargers in real time over WebSockets and lets operators set tariffs and reset faulty chargers remotely. When pages must also be public and server-rendered, we add Nuxt.",
  summary: "Approachable, well-structured front ends for dashboards, portals and admin tools.",
  reasons: [
    {
      title: "Readable from day one",
      body: "Single-file components keep template, logic and styles together, so a developer new to the codebase, ours or yours, is usually productive within the first week.",
    },
    {
      title: "Official answers to common questions",
      body: "Routing, state with Pinia, Vite and Vitest come from the core team and fit together, which means fewer third-party dependencies to audit and upgrade over the life of the product.",
    },
    {
      title: "Modernise one page at a time",
      body: "Vue can take over a single page of a Rails, Django or PHP app without a rewrite, which makes it our usual tool for low-risk modernisation of ageing server-rendered products.",
    },
    {
      title: "The trade-off: a smaller pool",
      body: "Vue's ecosystem and hiring pool are smaller than React's, especially in the UK. If you also plan React Native apps or want the largest possible pool of future hires, we will usually recommend React instead.",
    },
  ],
  useCases: [
    "Real-time operator and monitoring dashboards",
    "Admin and back-office tools",
    "Modernising server-rendered apps page by page",
    "Customer portals",
    "Hybrid mobile apps with Capacitor",
  ],
  services: ["frontend", "web-development", "hybrid-app"],
  projects: ["voltway-ev-charging"],
  related: ["nuxt-js", "node-js", "react"],
  faqs: [
    {
      question: "We still run Vue 2. Should we upgrade?",
      answer:
        "Yes. Vue 2 reached end of life on 31 December 2023 and no longer gets security fixes. We migrate component by component with the official compatibility build; a medium-sized app of 100 to 150 components typically takes 6 to 12 weeks.",
    },
    {
      question: "Vue or React for a new product?",
      answer:
        "Vue if your team knows it or values its conventions, React if you need the largest hiring pool or plan React Native apps. Both are mature, well-funded and safe for a product you will run for years.",
    },
    {
      question: "How do you keep a real-time Vue dashboard fast?",
      answer:
        "Updates arrive over WebSockets and are batched before they touch the screen, long tables are virtualised, and charts redraw only what changed. On Voltway this keeps thousands of live charger statuses smooth on an ordinary office laptop.",
    },
    {
      question: "Do you use TypeScript with Vue?",
      answer:
        "Always, with the Composition API and type checking via vue-tsc in CI, so refactoring stays safe as the codebase grows and API changes break the build instead of production.",
    },
  ],
};

export default entry;
