import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "pwa",
  name: "PWA",
  parent: "web-development",
  seo: {
    title: "Progressive web app development",
    description:
      "Installable progressive web apps that work offline, send push notifications and load in under two seconds on a mid-range phone, from one codebase.",
  },
  heroTitle: "One codebase, installable everywhere, working offline",
  intro:
    "A progressive web app installs from the browser, opens from the home screen and keeps working on a train with no signal. We build PWAs when reach and update speed matter more than deep device access.",
  summary: "Installable, offline-capable web apps that skip the app stores and update the moment you deploy.",
  audience:
    "Products whose users arrive from search or a link and should not be asked to visit a store first: field-service tools, booking flows, internal apps for large workforces, and markets where phones are low on storage.",
  offerings: [
    {
      title: "Offline-first data",
      body: "Service workers with a deliberate caching strategy per route, IndexedDB for local data and a sync queue that replays changes once the connection returns.",
    },
    {
      title: "Install and push",
      body: "A web app manifest, install prompts at the right moment, and push notifications on Android, desktop and iOS 16.4+ home-screen apps.",
    },
    {
      title: "Performance on real phones",
      body: "We test on a mid-range Android over throttled 4G and keep JavaScript budgets in CI, so the app opens in under two seconds for the people who need it most.",
    },
    {
      title: "Store packaging when needed",
      body: "If you still want a store listing, we wrap the PWA as a Trusted Web Activity for Google Play without maintaining a second codebase.",
    },
  ],
  process: [
    {
      title: "Offline scenarios first",
      body: "We list what a user must be able to do without a network and design the data model and conflict rules around it before any screen.",
    },
    {
      title: "Shell and caching strategy",
      body: "The app shell, routes and caching rules are built and measured early, because retrofitting offline support is twice the work.",
    },
    {
      title: "Feature sprints",
      body: "Features ship in two-week sprints, each tested in airplane mode and on the oldest browser versions you support.",
    },
    {
      title: "Release and measure",
      body: "Updates roll out on deploy with a gentle refresh prompt, and real-user metrics show install rates, load times and offline usage.",
    },
  ],
  technologies: ["react", "next-js", "vue-js", "nuxt-js"],
  projects: ["campus-quest"],
  faqs: [
    {
      question: "Can a PWA replace a native app?",
      answer:
        "For most content, booking and workflow apps, yes. If you need Bluetooth peripherals, background location or heavy 3D, a native or cross-platform app is still the better tool, and we will say so in discovery.",
    },
    {
      question: "Do PWAs work on iPhones?",
      answer:
        "Yes. Since iOS 16.4, home-screen web apps can receive push notifications, and offline caching has worked for years. Storage limits are tighter than on Android, so we design the offline data set accordingly.",
    },
    {
      question: "How long does a PWA take to build?",
      answer: `A focused PWA with offline support typically takes 8 to 12 weeks and starts at about ${pricing.facts.mvpFrom}. Turning an existing web app into a PWA is often a 3 to 5 week project.`,
    },
    {
      question: "Will it show up in search engines?",
      answer:
        "Yes, that is one of the main advantages. We render public pages on the server so they are indexable, and keep the app-like parts behind the login.",
    },
  ],
};

export default entry;
