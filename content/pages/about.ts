import type { Input, editorialPageSchema } from '@/content/schemas';
import { site } from '@/content/site';
import { pricing } from '@/content/pricing';

const page: Input<typeof editorialPageSchema> = {
  eyebrow: 'About us',
  heroTitle: 'We build web and mobile apps, then stay to look after them',
  intro: `${site.name} is a software agency in ${site.city}, ${site.country}: ${site.developerClaim}, with our own designers and QA engineers beside them. Since ${site.foundedYear} we have designed, built and maintained products for startups and established companies, and we judge ourselves by a simple number: how many years our partners keep working with us.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: `We are an independent company, started in ${site.city} in ${site.foundedYear} by ${site.founding.team} and still run by people who review pull requests. Everyone who works on your product is our employee, sitting in the same office or on the same hybrid schedule: backend, frontend and mobile engineers, product designers, QA engineers and project managers. We don't resell freelancers and we don't subcontract your work to another agency.`,
        },
        {
          type: 'paragraph',
          text: 'We build native iOS and Android apps, cross-platform apps in Flutter, React Native and Kotlin Multiplatform, web apps in React, Next.js and Vue.js, and the backends behind them in Ruby on Rails, Django and Node.js. A growing share of our work is the less visible kind: taking over an app somebody else wrote, getting its tests and releases under control, and keeping it healthy for years.',
        },
        {
          type: 'paragraph',
          text: `In ${site.award.year} a European technology awards jury recognised our app development work. We are proud of it, but we would rather you judge us on the case studies, on a call with one of our engineers, or on a conversation with a partner we have worked with.`,
        },
      ],
    },
    {
      id: 'how-we-work',
      title: 'How we work',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most projects follow the same rhythm. It is not rigid, but each step exists because skipping it cost somebody money in the past.',
        },
        { type: 'heading', level: 3, text: 'Discovery before code' },
        {
          type: 'paragraph',
          text: `A new product starts with ${pricing.facts.discoveryDuration} of discovery: workshops with your team, user flows, a clickable prototype, a technical architecture and a prioritised backlog with estimates. It is priced separately, at a fixed ${pricing.facts.discoveryFee}, and everything it produces is yours, whether or not you continue with us. About one in five discoveries ends with us recommending a smaller first release than the one we were asked for.`,
        },
        { type: 'heading', level: 3, text: 'Two-week sprints you can see' },
        {
          type: 'paragraph',
          text: 'We work in two-week sprints. Each one starts with planning you are invited to and ends with a demo of working software on a staging server, a TestFlight build or an internal Play Store track, never slides. Between sprints you can change priorities without renegotiating a contract.',
        },
        { type: 'heading', level: 3, text: 'A dedicated team with one clear contact' },
        {
          type: 'paragraph',
          text: `Your product gets a dedicated team that stays with it, usually ${site.packSize} people. A product owner on our side is your day-to-day contact and owns the backlog with you, but you are never kept away from the engineers: we share a Slack or Teams channel and you can ask the person who wrote the code.`,
        },
        { type: 'heading', level: 3, text: 'Reporting without surprises' },
        {
          type: 'paragraph',
          text: 'You get access to the board and the repositories from day one, and a short written update every Friday: what shipped, what is next, hours spent against the budget and any risk we see. If a feature is going to take longer than estimated, you hear it when we find out, not at the end of the sprint.',
        },
        { type: 'heading', level: 3, text: 'The code is yours' },
        {
          type: 'paragraph',
          text: "Code ownership belongs to the client. Repositories live in your GitHub or GitLab organisation, app store and cloud accounts are registered in your company's name, and credentials sit in your password manager. When a project ends we hand over documentation and a walkthrough, so another team, or your own, can carry on without us.",
        },
      ],
    },
    {
      id: 'what-we-value',
      title: 'What we value',
      blocks: [
        {
          type: 'list',
          items: [
            'Saying it early. A risk raised in week two costs a conversation; the same risk found in week ten costs a release date.',
            'Estimates we can defend. We give ranges, explain what would push a number up, and re-estimate openly when the scope changes.',
            'Software someone else can maintain. Every pull request gets a review, every project has automated tests and a README that gets a new developer running in under an hour.',
            'Small, frequent releases. Shipping every sprint keeps feedback honest and makes each release boring, which is exactly how a release should feel.',
            'Long partnerships over quick wins. We would rather turn down a project we are not right for than win it and disappoint.',
          ],
        },
        {
          type: 'quote',
          text: 'A risk raised in week two costs a conversation; the same risk found in week ten costs a release date.',
        },
      ],
    },
    {
      id: 'our-partners',
      title: 'Where our partners come from',
      blocks: [
        {
          type: 'paragraph',
          text: 'We call our clients partners because most of them stay for years. They are funded startups building a first product, scale-ups that need a second team next to their own, and established companies in logistics, finance, education and retail turning a manual process into an app.',
        },
        {
          type: 'list',
          items: [
            'United Kingdom: founders and product teams who want senior engineers close to their working hours.',
            'DACH (Germany, Austria, Switzerland): companies that expect thorough documentation, careful data protection and realistic plans.',
            'The Nordics: teams used to flat hierarchies and direct feedback, which suits the way we work.',
            'The United States: startups that use the overlap between our afternoon and their morning for daily calls.',
            'Romania: local companies we can meet in person for workshops, and where the whole project can run in Romanian.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Projects outside Romania run in English. We travel for kickoffs and key workshops, and we are happy to host your team in Cluj for the first days of discovery.',
        },
      ],
    },
    {
      id: 'why-cluj',
      title: 'Why Cluj Napoca',
      blocks: [
        {
          type: 'paragraph',
          text: "Cluj Napoca is one of the largest university cities in Romania and one of the country's main technology hubs. Babes-Bolyai University and the Technical University of Cluj-Napoca graduate computer scientists and engineers every year, and many of our people studied there. Our summer internships and student projects with both keep a steady line of juniors learning from our seniors.",
        },
        {
          type: 'paragraph',
          text: "The city's tech community is large enough to hire experienced engineers and small enough that reputations matter. People tend to stay: a good part of our team has been with us for more than five years, which means the person who designed your architecture is likely to be around when it needs to change.",
        },
        {
          type: 'quote',
          text: 'The person who designed your architecture is likely to be around when it needs to change.',
        },
        {
          type: 'paragraph',
          text: 'Cluj runs on Eastern European Time: one hour ahead of Berlin, Vienna, Zurich, Stockholm, Oslo and Copenhagen, two hours ahead of London and seven hours ahead of New York. That gives a full working day in common with European partners and a three-hour afternoon window for the US East Coast. Direct flights to London, Munich and other European hubs make an in-person workshop a day trip rather than an expedition.',
        },
      ],
    },
    {
      id: 'start-a-project',
      title: 'Starting a project with us',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Tell us what you are building through the contact form or by email. We sign an NDA before you share anything confidential.',
            `Within ${site.replyWithin.enquiry}, a senior engineer and a product designer reply with questions, a first view on approach and a rough estimate range.`,
            'We walk through the product together in a 45-minute call.',
            'You receive a written proposal with scope, team, timeline and cost, usually within a week.',
          ],
        },
      ],
    },
  ],
};

export default page;
