import type { Input, editorialPageSchema } from '@/content/schemas';
import { site } from '@/content/site';

const page: Input<typeof editorialPageSchema> = {
  eyebrow: 'Our story',
  heroTitle: `From a two-room flat in Cluj to a pack of ${site.developerClaim}`,
  intro: `${site.name} started in ${site.foundedYear} with ${site.founding.team}, two borrowed desks and one stubborn idea: that a small team in ${site.city} could build whole products, not just fill seats on someone else's project. This is how that idea grew, including the parts we would do differently.`,
  milestones: [
    {
      year: site.foundedYear,
      text: `${site.name} starts with ${site.founding.team} in a rented two-room flat`,
      section: 'how-it-started',
    },
    {
      year: site.firstMobileYear,
      text: 'Our first native iOS and Android apps, a loyalty app for a regional bakery chain',
      section: 'first-mobile-apps',
    },
    {
      year: 2015,
      text: 'A first dedicated QA engineer and a device lab of second-hand phones',
      section: 'first-mobile-apps',
    },
    {
      year: site.internship.since,
      text: 'The summer internship begins, and the company splits into packs',
      section: 'growing-up',
    },
    { year: 2018, text: 'A bigger office in a converted printing house near the Somes river', section: 'growing-up' },
    { year: 2020, text: 'Everyone remote in a week; every partner project kept its schedule', section: 'growing-up' },
    {
      year: 2023,
      text: `More than ${site.developerCount} developers, beside our designers, testers and project managers`,
      section: 'crossing-seventy',
    },
    { year: site.award.year, text: 'A European technology award for app development', section: 'the-award' },
  ],
  sections: [
    {
      id: 'how-it-started',
      title: 'How it started',
      blocks: [
        {
          type: 'paragraph',
          text: `In ${site.foundedYear} the founders, Andrei and Mihai, had spent years as developers in large outsourcing companies. They were good at it, but they rarely met the people who used the software they wrote, and never saw a product from the first sketch to the app store. Together with two former colleagues they moved into ${site.founding.place} and started taking on work under the name ${site.name}.`,
        },
        {
          type: 'paragraph',
          text: 'The first year was mostly websites and Ruby on Rails backends for local companies: a booking system for a network of physiotherapy clinics, an internal tool for a furniture manufacturer, a handful of online shops. None of it was glamorous. All of it paid the rent and taught the team to estimate honestly, because a fixed budget and a four-person company leave no room for optimism.',
        },
        {
          type: 'quote',
          text: "We decided early that if we couldn't explain a delay to the client in one sentence, we didn't understand the problem yet.",
          cite: 'Andrei, co-founder',
        },
      ],
    },
    {
      id: 'first-mobile-apps',
      title: 'The first mobile apps',
      blocks: [
        {
          type: 'paragraph',
          text: `In ${site.firstMobileYear} a regional bakery chain asked for a loyalty app, and the team shipped its first native iOS and Android apps. A few months later a London founder who had heard one of us speak at a Cluj meetup asked us to build the first version of his event ticketing app. He became our first partner abroad and stayed with us for four years.`,
        },
        {
          type: 'paragraph',
          text: "Those years also brought our most useful failure. In 2015 an update we released crashed on older Android phones that none of us owned, and the bakery's customers noticed before we did. We fixed it within a day, then hired our first dedicated QA engineer and built a device lab of second-hand phones. Testing has been a separate role with its own say in every release ever since.",
        },
      ],
    },
    {
      id: 'growing-up',
      title: 'Growing up',
      blocks: [
        {
          type: 'paragraph',
          text: `In ${site.internship.since}, with 25 people in an office that was never meant for more than 15, we started our summer internship programme with students from the two big Cluj universities, and we split the company into small, stable teams, each looking after a few products end to end. That structure, which we call packs, is still how we work today.`,
        },
        {
          type: 'paragraph',
          text: 'In 2018 we moved into a bigger office in a converted printing house near the Somes river, with room for whole teams to sit together, a demo space and a kitchen big enough for Friday lunches. It was the first time the whole company could fit in one room for a demo day.',
        },
        {
          type: 'paragraph',
          text: 'In March 2020 we moved everyone to remote work in a week. Every partner project kept its schedule, nobody was let go, and the team came out of it with habits we kept: written weekly updates, recorded demos and a hybrid schedule that lets people choose their office days.',
        },
      ],
    },
    {
      id: 'crossing-seventy',
      title: `Crossing ${site.developerCount} developers`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Between 2021 and 2024 most of our growth came from partners who stayed and asked for more: a second app, a web dashboard, a team to run maintenance after launch. We added Flutter and later Kotlin Multiplatform to our cross-platform work, turned app maintenance into a service with its own team, and began working with companies in the Nordics and the United States.',
        },
        {
          type: 'paragraph',
          text: `In 2023 we passed ${site.developerCount} developers, not counting the designers, QA engineers and project managers who work beside them. We grew on purpose and slowly: every new pack was formed around experienced people who already knew how we work, and we turned down projects when we didn't have the right team free instead of hiring in a hurry to fill them.`,
        },
      ],
    },
    {
      id: 'the-award',
      title: 'The award',
      blocks: [
        {
          type: 'paragraph',
          text: `In ${site.award.year} a European technology awards jury recognised ${site.name} for app development, looking at the craft, reliability and impact of the apps we build with our partners. It was the first time we had entered anything of the kind, and the app the jury singled out, the Voltway charging app, had been in drivers' hands for more than a year, not a few weeks.`,
        },
        {
          type: 'paragraph',
          text: 'We celebrated the way we celebrate most things: a long dinner with the whole team and an honest retrospective of what made the project work. Then we went back to the backlog. The award changed how some prospects first hear about us; it did not change how we estimate, test or report.',
        },
      ],
    },
    {
      id: 'today',
      title: 'Where we are today',
      blocks: [
        {
          type: 'paragraph',
          text: `Today the pack is ${site.developerClaim}, with the designers, QA engineers and project managers who work beside them, in one office in ${site.city}, working with partners from the UK, the DACH region, the Nordics, the US and Romania. The founders still take part in technical reviews and still answer some of the first emails from new prospects.`,
        },
        {
          type: 'list',
          items: [
            `Small packs of ${site.packSize} people, each staying with its products for the long run.`,
            `A paid summer internship of ${site.internship.length} every year, with most interns joining us as juniors afterwards.`,
            'A growing practice in AI integration, applied where it saves users real time, and tested like any other feature.',
            "A deliberate size: we want to stay a company where everyone knows everyone's name.",
          ],
        },
      ],
    },
  ],
};

export default page;
