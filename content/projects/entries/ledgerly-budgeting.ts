import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "ledgerly-budgeting",
  title: "Ledgerly",
  client: "Ledgerly Ltd, United Kingdom",
  tagline: "Shared budgets for households that split everything",
  seo: {
    title: "Ledgerly: open banking budgeting app case study",
    description:
      "A React Native budgeting and shared-expenses app on open banking, with a Rails back end that reconciles around 2 million bank transactions a month.",
  },
  industry: "fintech-software-development",
  services: ["mobile-development", "cross-platform", "backend", "product-design"],
  technologies: ["react-native", "ruby-on-rails"],
  platforms: ["iOS", "Android"],
  year: 2024,
  duration: { monthsToLaunch: 6, supportOngoing: true },
  summary:
    "A budgeting app for couples and flatmates that reads every linked bank account, splits shared costs by rules the household agrees on, and settles up bank to bank with one tap.",
  challenge: [
    "Ledgerly began as a spreadsheet two founders shared with their flatmates in Manchester. Interviews with 40 households showed that nobody wanted another manual expense tracker: people wanted their bank transactions to sort themselves, and they wanted to know who owed whom without a monthly argument.",
    'That meant connecting to more than 40 UK banks through an open banking aggregator, renewing consents every 90 days, and categorising merchant names such as "CRV*PAYPOINT 0423" well enough that people trusted the totals. Before launch the app also had to pass the security due diligence of the seed investor, with the founders holding their own FCA registration as an account information service provider.',
  ],
  solution: [
    "We built one React Native app for iOS and Android with a shared component library, biometric unlock and an encrypted offline cache of the last 90 days, so the home screen opens instantly even on the Underground. A Ruby on Rails API receives transactions through aggregator webhooks, de-duplicates pending and booked entries, and runs a categorisation pipeline that combines merchant rules, a small gradient-boosted classifier and each household's own corrections.",
    "Splitting rules (fifty-fifty, proportional to income, or per category) are evaluated on the server, so every member sees the same balance to the penny. Settling up creates a payment initiation request through the same provider, so money moves bank to bank without card fees. Sidekiq jobs remind users a week before a consent lapses and deep-link them straight into the renewal, which kept reconnection above 85 per cent.",
    "Account identifiers are stored in encrypted columns, every read of financial data is written to an audit log, and an external penetration test before launch found nothing above low severity.",
  ],
  designElements: {
    palette: [
      { name: "Ledger green", hex: "#1f7a5a" },
      { name: "Settle coral", hex: "#e4572e" },
      { name: "Paper", hex: "#f7f4ec" },
      { name: "Ink", hex: "#1b2733" },
    ],
    typography: [
      { family: "Inter", usage: "Interface text and tabular figures for every amount" },
      { family: "Fraunces", usage: "Headlines and the monthly household summary" },
    ],
    notes: [
      "Amounts always use tabular figures, so columns of numbers line up when people compare months.",
      "Green and coral mark who is owed and who owes, always paired with a plus or minus sign so colour is never the only cue.",
      "The settle-up sheet shows the bank, the payee and the amount on one screen before Face ID, so nobody pays the wrong flatmate.",
    ],
  },
  results: [
    { value: "4.7", label: "App Store rating after the first year" },
    { value: "2M", label: "Bank transactions reconciled each month" },
    { value: "38%", label: "Of households settle up inside the app" },
  ],
  testimonial: {
    quote:
      "They treated the bank connections as the core of the product rather than an integration to bolt on. Our reconnection numbers are the best our aggregator has seen.",
    name: "Hannah Okafor",
    role: "Co-founder and CEO, Ledgerly",
  },
  image: {
    src: "/images/projects/ledgerly-budgeting.svg",
    alt: "Two phones, an iPhone and an Android, showing Ledgerly's monthly budget ring with spending by category and a list of shared transactions marked plus or minus",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/ledgerly.svg", alt: "Ledgerly", width: 240, height: 72 },
  featured: true,
};

export default entry;
