import type { Input, jobSchema } from "@/content/schemas";
import { site } from "@/content/site";
import { teamBenefits } from "@/content/jobs/benefits";

const entry: Input<typeof jobSchema> = {
  slug: "qa-automation-engineer",
  title: "QA Automation Engineer",
  seo: {
    title: "QA Automation Engineer job in Cluj Napoca",
    description:
      "Automate web and mobile testing with Playwright, Appium and Detox for apps in production. Hybrid role in Cluj Napoca, EUR 2,500-3,800 gross a month.",
  },
  department: "Quality Assurance",
  seniority: "Mid",
  employmentType: "FULL_TIME",
  workplace: "Hybrid",
  summary:
    "Own test automation for two product teams, from Playwright suites for web to Appium and Detox on real phones.",
  about: [
    "Our QA engineers are part of the product teams from the first workshop, not a gate at the end. You will help decide what to test by hand, what to automate and what to monitor in production.",
    `We keep a device lab of ${site.deviceLab} in the office and run suites on every pull request in CI.`,
  ],
  responsibilities: [
    "Build and maintain automated end-to-end suites for web (Playwright) and mobile (Appium or Detox)",
    "Plan exploratory testing sessions for new features and write clear bug reports",
    "Keep the suites fast and reliable: no flaky test survives a week",
    "Test accessibility with screen readers and automated checks",
    "Track release quality: crash-free sessions, escaped defects and test coverage of critical paths",
  ],
  requirements: [
    "Two or more years in QA with at least one year of test automation",
    "Programming skills in TypeScript or JavaScript",
    "Understanding of HTTP, APIs and how to test them",
    "Experience testing mobile apps on real devices",
    "Good written English",
  ],
  niceToHave: [
    "ISTQB Foundation or similar",
    "Performance testing with k6 or JMeter",
    "Experience with accessibility testing",
  ],
  benefits: teamBenefits,
  hiringSteps: [
    {
      title: "Intro call",
      body: "Thirty minutes about you, the role and the salary range.",
    },
    {
      title: "Practical session",
      body: "Ninety minutes with Sorin, our QA lead: we test a small app together and talk about what you would automate and why.",
    },
    {
      title: "Meet the team",
      body: "An hour with the two teams you would work with, then an answer within three working days.",
    },
  ],
  technologies: ["react", "react-native"],
  salary: {
    currency: "EUR",
    min: 2500,
    max: 3800,
    unit: "MONTH",
  },
  postedAt: "2026-11-10",
  validThrough: "2027-02-15",
};

export default entry;
