import type { Input, jobSchema } from "@/content/schemas";
import { teamBenefits } from "@/content/jobs/benefits";

const entry: Input<typeof jobSchema> = {
  slug: "senior-react-native-developer",
  title: "Senior React Native Developer",
  seo: {
    title: "Senior React Native Developer job in Cluj",
    description:
      "Lead React Native work on fintech and mobility apps used by hundreds of thousands of people. Hybrid role in Cluj Napoca, EUR 4,200-5,800 gross a month.",
  },
  department: "Engineering",
  seniority: "Senior",
  employmentType: "FULL_TIME",
  workplace: "Hybrid",
  summary:
    "Lead the mobile side of a product team building React Native apps for partners in fintech and electric mobility.",
  about: [
    "You will join a cross-functional team of six: two mobile engineers, a back-end engineer, a QA engineer, a designer and a delivery manager. The apps you work on are live, with ratings above 4.6 and weekly releases, so the work is about shipping carefully as much as shipping fast.",
    "We moved our React Native apps to the New Architecture in 2025 and use Expo for builds and over-the-air updates. You will shape how we use it next.",
  ],
  responsibilities: [
    "Design and build features end to end, from the API contract with the back-end engineer to the release in the stores",
    "Keep the apps fast: measure start-up time, list performance and bundle size, and fix what regresses",
    "Review pull requests and mentor two mid-level engineers",
    "Own the release train: TestFlight builds, Play Console staged rollouts and crash monitoring in Sentry",
    "Talk directly with the partner's product owner in sprint reviews",
  ],
  requirements: [
    "Five or more years of professional mobile or front-end development, at least three with React Native",
    "Strong TypeScript and a good understanding of React rendering and state management",
    "Experience publishing and maintaining apps in the App Store and Google Play",
    "Comfortable reading Swift or Kotlin when a native module needs a fix",
    "Good written English; our partners are mostly in the UK and the Nordics",
  ],
  niceToHave: [
    "Experience with payments, maps or Bluetooth in mobile apps",
    "Detox or Maestro end-to-end tests",
    "Some Node.js on the back end",
  ],
  benefits: teamBenefits,
  hiringSteps: [
    {
      title: "Intro call",
      body: "Thirty minutes with Raluca from our people team about you, the role and the money.",
    },
    {
      title: "Technical conversation",
      body: "Ninety minutes with two mobile engineers: we talk through an app you built and review a small pull request together. No take-home test.",
    },
    {
      title: "Meet the team",
      body: "An hour with the team you would join and its delivery manager, then an offer within three working days.",
    },
  ],
  technologies: ["react-native", "react", "node-js"],
  salary: {
    currency: "EUR",
    min: 4200,
    max: 5800,
    unit: "MONTH",
  },
  postedAt: "2026-11-03",
  validThrough: "2027-01-31",
};

export default entry;
