import type { Input, serviceSchema } from "@/content/schemas";
import { pricing } from "@/content/pricing";

const entry: Input<typeof serviceSchema> = {
  slug: "web-development",
  name: "Web development",
  seo: {
    title: "Web app development services",
    description:
      "Web apps, portals and SaaS products built by a senior Cluj team: React and Vue front ends, Node, Rails and Django back ends, tested and maintained.",
  },
  heroTitle: "Web apps that stay fast when the users show up",
  intro:
    "We design and build web applications, from a first SaaS release to the customer portal a bank runs for a decade. One team owns the front end, the back end and the infrastructure, so nothing falls between two vendors.",
  summary: "SaaS products, portals and internal tools with modern front ends and back ends that scale without drama.",
  audience:
    "Founders who need a first version in front of paying customers, and product teams in established companies who need more hands or a codebase rescued. Most of our web partners are in the UK, the DACH region and the Nordics, and work with us in their own time zone.",
  offerings: [
    {
      title: "SaaS products from zero",
      body: "Multi-tenant architecture, subscriptions and billing with Stripe, roles and permissions, audit logs and an admin area your support team will actually use.",
    },
    {
      title: "Customer portals and dashboards",
      body: "Self-service accounts, document exchange and reporting on top of the systems you already run, with single sign-on through your identity provider.",
    },
    {
      title: "Rescue and modernisation",
      body: "We audit an existing codebase in two weeks, fix what hurts most first, and move legacy screens to a modern stack page by page instead of a risky big-bang rewrite.",
    },
    {
      title: "Performance and accessibility work",
      body: "Core Web Vitals budgets checked in CI, server rendering where it pays, and WCAG 2.2 AA as a definition of done rather than a late audit.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Two to three weeks of workshops, user flows and a clickable prototype, ending with a backlog, an architecture sketch and a fixed estimate for the first release.",
    },
    {
      title: "Two-week sprints",
      body: "Every sprint ends with a demo on a staging environment you can click through yourself, and a short written report of what shipped and what moved.",
    },
    {
      title: "Continuous delivery",
      body: "Automated tests, preview deployments for every pull request and production releases several times a week, rolled back in minutes if something misbehaves.",
    },
    {
      title: "Launch and look-after",
      body: "Monitoring, error tracking and an on-call rota from day one, then a maintenance plan sized to how much the product still needs to change.",
    },
  ],
  technologies: ["react", "next-js", "vue-js", "node-js", "ruby-on-rails", "django"],
  projects: ["campus-quest", "roadready-fleet", "voltway-ev-charging"],
  faqs: [
    {
      question: "How much does a web application cost?",
      answer: `A focused first release usually starts at about ${pricing.facts.mvpFrom} and takes 10 to 14 weeks; larger platforms with integrations land between EUR 80,000 and EUR 200,000. The discovery phase ends with a fixed estimate, so you know the number before the build starts.`,
    },
    {
      question: "Which stack will you choose for us?",
      answer:
        "The one your team can live with after we leave. If you have in-house developers we build on what they know; otherwise we default to React or Vue on the front end and Node.js, Rails or Django on the back end, and we explain the trade-off in writing.",
    },
    {
      question: "Who owns the code?",
      answer:
        "You do, from the first commit. The repositories live in your GitHub or GitLab organisation and the cloud accounts are yours; we work in them with access you can revoke at any time.",
    },
    {
      question: "Can you work with our in-house developers?",
      answer:
        "Yes, about half of our web projects are mixed teams. We join your rituals and code review, follow your conventions, and pair with your developers so knowledge stays in the company.",
    },
  ],
};

export default entry;
