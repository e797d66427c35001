import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "nuxt-js",
  name: "Nuxt",
  category: "Front end",
  seo: {
    title: "Nuxt development: server-rendered Vue apps",
    description:
      "Nuxt sites and web apps with server rendering, hybrid rendering rules and Nitro server routes, for Vue teams who need speed, search visibility and easy hosting.",
  },
  heroTitle: "Nuxt: Vue with speed and search built in",
  intro:
    "Nuxt is to Vue what Next.js is to React, and we reach for it when a Vue team needs public pages that load fast and rank well. We use its server routes for cookie-based sessions, refresh tokens and small backend-for-frontend APIs, and set rendering rules per route so a storefront, a blog and a signed-in account area live in one codebase.",
  summary: "Server-rendered Vue for sites and apps that need speed and search visibility.",
  reasons: [
    {
      title: "Fast first load",
      body: "Server rendering sends finished HTML, and route rules let us prerender marketing pages at build time, cache catalogue pages for a few minutes and render account pages per request.",
    },
    {
      title: "Server routes next to the front end",
      body: "Nitro server routes handle login, token refresh and calls to third-party APIs with secret keys, storing tokens in httpOnly cookies instead of local storage where any script can read them.",
    },
    {
      title: "Conventions that scale across teams",
      body: "File-based routing, layouts, middleware and modules keep a large codebase predictable, so a developer moving between two Nuxt projects finds things in the same places.",
    },
    {
      title: "The trade-off: magic and upgrades",
      body: "Auto-imports feel like magic to newcomers, and the move from Nuxt 2 to Nuxt 3 was a real rewrite for many teams. We document the project structure, keep explicit imports where clarity matters, and plan upgrades as scoped work.",
    },
  ],
  useCases: [
    "Content and marketing sites for Vue teams",
    "Storefronts and product catalogues with server rendering",
    "Web apps with secure cookie-based authentication",
    "Moving Vue single-page apps to server rendering",
  ],
  services: ["frontend", "web-development", "ecommerce", "pwa"],
  projects: [],
  related: ["vue-js", "next-js", "node-js"],
  faqs: [
    {
      question: "Nuxt or Next.js?",
      answer:
        "Nuxt for Vue teams, Next.js for React teams. Their rendering options and hosting choices are close enough that the deciding factor is which library your developers already know and want to maintain.",
    },
    {
      question: "We are still on Nuxt 2. What now?",
      answer:
        "Nuxt 2 reached end of life on 30 June 2024, so it no longer receives security fixes. Because it also means moving from Vue 2 to Vue 3, we start with a one-week audit of modules and plugins; most mid-sized apps take 6 to 12 weeks to migrate.",
    },
    {
      question: "How do you handle authentication in Nuxt?",
      answer:
        "Through server routes that keep access and refresh tokens in httpOnly, secure cookies and rotate the refresh token on every use, so the browser never exposes them to scripts. Our blog has a step-by-step guide to the pattern.",
    },
    {
      question: "Can a Nuxt site be fully static?",
      answer:
        "Yes. Nuxt can prerender every page at build time and be served from a CDN for a few euro a month. Server routes can be added later on a Node.js host or serverless functions if the site grows into an app.",
    },
  ],
};

export default entry;
