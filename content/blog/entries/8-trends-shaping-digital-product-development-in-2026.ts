import type { Input, blogPostSchema } from '@/content/schemas';

const entry: Input<typeof blogPostSchema> = {
  slug: '8-trends-shaping-digital-product-development-in-2026',
  title: '8 trends shaping digital product development in 2026',
  excerpt:
    'From AI features that have to prove their worth to the European Accessibility Act, these are the shifts we see in the products our clients ask us to build.',
  seo: {
    title: '8 trends shaping digital product development in 2026',
    description:
      'Eight shifts we see across the web and mobile products we build in 2026: measured AI, accessibility law, cross-platform maturity, privacy and more.',
  },
  author: 'andrei-muresan',
  publishedAt: '2026-01-27',
  tags: ['Trends', 'Product'],
  image: {
    src: '/images/blog/8-trends-shaping-digital-product-development-in-2026.svg',
    alt: 'Abstract night landscape with eight stars rising over layered hills toward a bright horizon',
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: 'paragraph',
      text: 'Trend lists are usually written by people who do not have to ship the trends. This one comes from the briefs, discovery workshops and maintenance tickets that crossed our desks over the last twelve months. Each item is something that changed how we scope, build or run products for our clients.',
    },
    { type: 'heading', level: 2, text: '1. AI features must earn their keep' },
    {
      type: 'paragraph',
      text: 'In 2024 clients asked for a chatbot. In 2026 they ask what a feature will save or earn, and how we will know. The AI work that survives is narrow and measurable: extracting data from documents, drafting replies, summarising long records. Every one of our AI projects now starts with an evaluation set and a cost per request.',
    },
    { type: 'heading', level: 2, text: '2. Accessibility is now law' },
    {
      type: 'paragraph',
      text: 'The European Accessibility Act has applied since June 2025 to e-commerce, banking, transport and other consumer services. Accessibility audits moved from a nice-to-have to a launch requirement, and retrofitting old apps is a growing part of our maintenance work.',
    },
    { type: 'heading', level: 2, text: '3. Cross-platform is the default' },
    {
      type: 'paragraph',
      text: 'Most new mobile apps we start share their code between iOS and Android. The question is no longer whether, but which: React Native for React teams, Flutter for custom interfaces, Kotlin Multiplatform when native interfaces matter most.',
    },
    { type: 'heading', level: 2, text: '4. Privacy by design sells' },
    {
      type: 'paragraph',
      text: 'Buyers now ask where data is stored and which third parties see it before they sign. Consent-first analytics, EU hosting and fewer tracking scripts have become selling points, not just compliance.',
    },
    { type: 'heading', level: 2, text: '5. Performance budgets return' },
    {
      type: 'paragraph',
      text: 'Core Web Vitals, app start-up time and battery use are measured in CI again. Server rendering, smaller bundles and native-feeling lists matter because most users are on mid-range phones and patchy networks.',
    },
    { type: 'heading', level: 2, text: '6. Smaller, senior teams' },
    {
      type: 'paragraph',
      text: 'Clients prefer a team of four experienced people over ten juniors. Better tooling and AI-assisted coding make small senior teams faster, while review, architecture and testing keep quality high.',
    },
    { type: 'heading', level: 2, text: '7. Maintenance is planned from day one' },
    {
      type: 'paragraph',
      text: 'Yearly OS releases, store policy changes and security advisories mean an app is never finished. Budgets now include a maintenance plan from the first estimate, which makes the total cost of ownership honest.',
    },
    { type: 'heading', level: 2, text: '8. Nearshore partnerships grow up' },
    {
      type: 'paragraph',
      text: 'Companies in the UK, DACH and the Nordics increasingly build long-term product teams with partners in Central and Eastern Europe rather than buying one-off projects. Time zones, shared working culture and stable teams matter more than the lowest day rate.',
    },
    {
      type: 'paragraph',
      text: 'None of these trends is a reason to rebuild a product that works. Each is a question worth asking at your next planning session: where would measured AI save time, how accessible are we really, and what will this product cost to keep healthy for the next three years?',
    },
  ],
};

export default entry;
