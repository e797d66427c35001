import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "next-js",
  name: "Next.js",
  category: "Front end",
  seo: {
    title: "Next.js development: fast, search-friendly web apps",
    description:
      "Next.js websites and web apps with server components, static generation and Core Web Vitals budgets, built by a Cluj team that runs Next.js in production.",
  },
  heroTitle: "Next.js for web products that must be fast and found",
  intro:
    "We use Next.js when a React product has to load quickly on weak devices and be found by search engines: learning platforms, storefronts, content sites and the public side of SaaS products. On Campus Quest, server-rendered lessons and an exercise player under 90 KB of JavaScript give pupils an interactive lesson in a median 1.2 seconds on ageing school Chromebooks.",
  summary: "React with server rendering and static pages, for products that must be fast and found.",
  reasons: [
    {
      title: "Speed on real devices",
      body: "Server components and static generation send finished HTML and keep client JavaScript for the parts that are actually interactive, which matters more on a three-year-old phone than on a developer laptop.",
    },
    {
      title: "Search engines see everything",
      body: "Complete HTML, per-page metadata, sitemaps, canonical URLs and structured data are part of the build rather than a plugin added before launch, which is why we use it for content and commerce.",
    },
    {
      title: "Rendering chosen per route",
      body: "Marketing pages can be static, a catalogue revalidated every few minutes and an account area rendered per request, all in one codebase with one deployment pipeline.",
    },
    {
      title: "The trade-off: moving parts",
      body: "Next.js evolves fast, and its caching layers take care to get right. We pin versions, test each upgrade on a preview branch, and keep heavy business logic in a separate Node.js, Rails or Django back end rather than in route handlers.",
    },
  ],
  useCases: [
    "Learning platforms and public portals",
    "E-commerce storefronts with large catalogues",
    "Marketing and content sites with strict Core Web Vitals goals",
    "SaaS products with public pages and a signed-in app",
  ],
  services: ["web-development", "frontend", "ecommerce", "pwa"],
  projects: ["campus-quest"],
  related: ["react", "node-js", "nuxt-js"],
  faqs: [
    {
      question: "Do we have to host on Vercel?",
      answer:
        "No. Vercel is the easiest option, but we also run Next.js in Docker containers on AWS, Google Cloud and Azure, for example in an EU region when data must stay in Frankfurt. Fully static sites can be served from any CDN.",
    },
    {
      question: "Is Next.js good for SEO?",
      answer:
        "Yes. Pages arrive as complete HTML with their titles and descriptions, and we add sitemaps, canonical URLs and structured data in every build, with Lighthouse checks on each pull request so scores do not drift.",
    },
    {
      question: "Can you move our single-page React app to Next.js?",
      answer:
        "Yes, route by route. Next.js serves the migrated pages while the old app keeps handling the rest behind the same domain. A typical migration of 30 to 50 routes takes 6 to 10 weeks without a feature freeze.",
    },
    {
      question: "Pages Router or App Router?",
      answer:
        "New projects use the App Router with server components. Existing Pages Router apps keep working and are supported, so we only migrate when the gains in bundle size or data fetching justify the effort.",
    },
  ],
};

export default entry;
