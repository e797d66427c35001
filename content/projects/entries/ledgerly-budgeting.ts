import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'ledgerly-budgeting',
  title: 'Ledgerly',
  client: 'Ledgerly Ltd, United Kingdom',
  tagline: 'Shared budgets for households that split everything',
  seo: {
    title: 'Ledgerly: open banking budgeting app case study',
    description:
      'How we built Ledgerly, a React Native budgeting and shared-expenses app on open banking, with a Rails back end that reconciles 2 million transactions a month.',
  },
  industry: 'fintech-software-development',
  services: ['mobile-development', 'cross-platform', 'backend', 'product-design'],
  technologies: ['react-native', 'ruby-on-rails'],
  platforms: ['iOS', 'Android'],
  year: 2024,
  duration: '6 months to launch, ongoing since',
  summary:
    'A budgeting app for couples and flatmates that reads every linked bank account, splits shared costs automatically and settles up with one tap.',
  challenge: [
    'Ledgerly started as a spreadsheet two founders shared with their flatmates. Their research showed that people did not want another manual expense tracker: they wanted their bank transactions to sort themselves, and they wanted to know who owed whom without arguing about it.',
    "That meant connecting to more than 40 UK banks through an open banking provider, refreshing consents every 90 days as the regulation required, and categorising messy merchant names with enough accuracy that people trusted the totals. The app also had to pass the security review of the founders' first investor before launch.",
  ],
  solution: [
    "We built one React Native app for iOS and Android with a shared design system, biometric unlock and an offline cache of the last 90 days, so the home screen opens instantly even on the Underground. A Ruby on Rails API receives bank transactions through webhooks, de-duplicates them and runs a categorisation pipeline that combines merchant rules with each household's own corrections.",
    'Splitting rules (half and half, by income, or per category) are evaluated on the server so every member sees the same balance. Settling up creates a payment request through the open banking provider, so money moves bank to bank without card fees. Consent renewals are scheduled jobs that nudge users a week before access lapses, which kept reconnection rates above 85 percent.',
    "Penetration testing by an external firm, encrypted fields for account identifiers and an audit log of every data access closed the investor's security review without findings above low severity.",
  ],
  designElements: {
    palette: [
      { name: 'Ledger green', hex: '#1f7a5a' },
      { name: 'Settle coral', hex: '#e4572e' },
      { name: 'Paper', hex: '#f7f4ec' },
      { name: 'Ink', hex: '#1b2733' },
    ],
    typography: [
      { family: 'Inter', usage: 'Interface text and tabular figures for amounts' },
      { family: 'Fraunces', usage: 'Headlines and monthly summaries' },
    ],
    notes: [
      'Amounts always use tabular figures so columns of numbers line up when people compare months.',
      'Green and coral mark who is owed and who owes, always paired with a plus or minus sign so colour is never the only cue.',
    ],
  },
  results: [
    { value: '4.7', label: 'App Store rating after the first year' },
    { value: '2M', label: 'Transactions reconciled each month' },
    { value: '38%', label: 'Of households settle up inside the app' },
  ],
  testimonial: {
    quote:
      'They treated the bank connections like the core of the product, not an integration to bolt on. Our reconnection numbers are the best our provider has seen.',
    name: 'Hannah Okafor',
    role: 'Co-founder and CEO, Ledgerly',
  },
  image: {
    src: '/images/projects/ledgerly-budgeting.svg',
    alt: 'Illustrated Ledgerly screens: a monthly spending dashboard in a browser and a phone listing shared expenses with who owes whom',
    width: 1200,
    height: 800,
  },
  featured: true,
};

export default entry;
