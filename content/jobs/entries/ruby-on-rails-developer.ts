import type { Input, jobSchema } from "@/content/schemas";
import { teamBenefits } from "@/content/jobs/benefits";

const entry: Input<typeof jobSchema> = {
  slug: "ruby-on-rails-developer",
  title: "Ruby on Rails Developer",
  seo: {
    title: "Ruby on Rails Developer job in Cluj Napoca",
    description:
      "Build and run Rails 8 back ends and APIs for mobile apps in fintech, beauty and logistics. Mid-level, hybrid in Cluj Napoca, EUR 2,800-4,000 gross a month.",
  },
  department: "Engineering",
  seniority: "Mid",
  employmentType: "FULL_TIME",
  workplace: "Hybrid",
  summary: "Build the APIs and back-office tools behind our partners' mobile apps, on Rails 8 and PostgreSQL.",
  about: [
    "Rails has been our back-end workhorse since 2013. Today we run Rails 8 with PostgreSQL, Solid Queue and Hotwire for admin panels, deployed to our partners' AWS accounts with Terraform.",
    "You will work on two or three products over a year, always with a senior back-end engineer nearby and a code review on every change.",
  ],
  responsibilities: [
    "Design and build REST APIs consumed by iOS, Android and web clients",
    "Write integrations with payment providers, CRMs and third-party APIs, with retries and idempotency",
    "Build admin panels with Hotwire that support teams actually enjoy using",
    "Write tests with RSpec and keep the suite fast",
    "Take part in the on-call rota once you know the product, with a senior engineer as backup",
  ],
  requirements: [
    "Two to four years of professional Ruby on Rails development",
    "Solid SQL and PostgreSQL fundamentals: indexes, transactions, migrations",
    "Experience designing and documenting APIs",
    "Care for readable code and small, reviewable pull requests",
    "Good English for writing and talking with partners",
  ],
  niceToHave: ["Sidekiq or Solid Queue in production", "Docker and basic AWS", "Some JavaScript or TypeScript"],
  benefits: teamBenefits,
  hiringSteps: [
    {
      title: "Intro call",
      body: "Thirty minutes with our people team about you, the role and the salary range.",
    },
    {
      title: "Technical conversation",
      body: "Ninety minutes with two back-end engineers: a walk through code you wrote and a short design discussion about an API.",
    },
    {
      title: "Meet the team",
      body: "An hour with the team you would join, then our answer within three working days.",
    },
  ],
  technologies: ["ruby-on-rails"],
  salary: {
    currency: "EUR",
    min: 2800,
    max: 4000,
    unit: "MONTH",
  },
  postedAt: "2026-10-20",
  validThrough: "2027-01-15",
};

export default entry;
