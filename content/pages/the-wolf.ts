import type { Input, editorialPageSchema } from '@/content/schemas';
import { site } from '@/content/site';

const page: Input<typeof editorialPageSchema> = {
  eyebrow: 'The wolf',
  heroTitle: 'A pack is only as strong as each wolf, and no wolf gets far alone',
  intro:
    "We didn't pick the wolf because it sounds fierce. We picked it because wolves hunt together, share the work, take turns breaking the trail and raise their young as a group. That is the kind of team we try to be, for each other and for the partners whose products we build.",
  sections: [
    {
      id: 'why-a-wolf-pack',
      title: 'Why a wolf pack',
      blocks: [
        {
          type: 'paragraph',
          text: 'The idea behind the name fits in one line: every wolf makes the pack stronger, and the pack is what lets each wolf do more than it could on its own. A brilliant engineer who never shares what they know makes a team fragile. A team that carries someone who has stopped caring makes everyone slower. We want neither.',
        },
        {
          type: 'paragraph',
          text: 'In practice that means individual craft matters a lot to us, but it is measured partly by what it does for others: the review that caught a bug before a partner did, the document that let a colleague take over on a Friday, the junior who can now do alone what needed help a month ago.',
        },
      ],
    },
    {
      id: 'small-packs',
      title: 'Teams as small packs',
      blocks: [
        {
          type: 'paragraph',
          text: `The company is organised in packs of ${site.packSize} people, each looking after one large product or a few smaller ones. A typical pack of six has a product owner, three engineers, one of them a senior who leads technical decisions, a product designer and a QA engineer; a small pack shares its designer and tester with another. Packs stay together across projects, so the people who built a feature are the ones who support it after launch.`,
        },
        {
          type: 'paragraph',
          text: 'Each pack decides how it works day to day: when it holds its stand-up, whether it pairs on tricky changes, how it splits the sprint. A few things are the same everywhere: code review on every pull request, continuous integration that must pass before merging, a shared definition of done that includes tests, and a demo at the end of every sprint.',
        },
        {
          type: 'paragraph',
          text: 'Across packs, people who share a craft meet every two weeks in guilds: mobile, web, backend, QA and design. That is where a fix found by one pack becomes a habit for all of them, and where we agree on which libraries and tools we trust enough to recommend to partners.',
        },
        {
          type: 'paragraph',
          text: "Nobody is stuck in a pack for good. After a project or a year, anyone can ask to move, and we plan the change so that the product they leave doesn't lose what they knew.",
        },
      ],
    },
    {
      id: 'mentoring',
      title: 'How we raise juniors',
      blocks: [
        {
          type: 'paragraph',
          text: `Most of our seniors started here as juniors or interns, and we plan for the next ones to do the same. Every summer since ${site.internship.since} we have run a paid internship of ${site.internship.length} for students from the Cluj universities, working on real features under close review, not on a sandbox project nobody will use.`,
        },
        {
          type: 'paragraph',
          text: "Every new joiner, the cubs of the pack included, gets a mentor from outside their own team, so they always have someone to ask who isn't also assigning their work. Juniors ship code to production in their first month, behind a careful review, because nothing teaches faster than seeing your change in a real user's hands.",
        },
        {
          type: 'list',
          items: [
            'A written career ladder for every role, so everyone can see what the next level asks for.',
            'A growth conversation with your mentor and lead every six months, with goals you agree on rather than receive.',
            'A yearly learning budget for courses, books and conferences, and time in the sprint to use it.',
            "Pairing sessions with seniors from other packs when you want to learn a stack your own team doesn't use.",
          ],
        },
      ],
    },
    {
      id: 'rituals',
      title: 'Our rituals',
      blocks: [
        { type: 'heading', level: 3, text: 'Demo days' },
        {
          type: 'paragraph',
          text: 'On the last Friday afternoon of each month, every pack shows the rest of the company something it shipped. The one rule is honesty: you can show the feature that went wrong and what you learned from it, and those demos often get the most questions.',
        },
        { type: 'heading', level: 3, text: 'Hackathons' },
        {
          type: 'paragraph',
          text: 'Twice a year we stop partner work for two days and build whatever the teams vote for. Some ideas are experiments with a new framework or model; some become internal tools we still use, like the bot that drafts release notes from merged pull requests, or the dashboard that tells each pack how long its builds take.',
        },
        { type: 'heading', level: 3, text: 'Mountain retreats' },
        {
          type: 'paragraph',
          text: "Every September the whole company spends a long weekend in the Apuseni Mountains, a couple of hours' drive from Cluj. There is one planning session about the year ahead; the rest is hiking, cooking together, a visit to an ice cave for whoever hasn't been, and long evenings around a fire with people you might otherwise only see in a pull request.",
        },
      ],
    },
    {
      id: 'what-we-expect',
      title: 'What we expect from each other',
      blocks: [
        {
          type: 'list',
          items: [
            'Ask for help when you have been stuck for an hour, not a day. Asking early is a skill, not a weakness.',
            "Review other people's code as carefully as you want yours reviewed, and explain the why, not just the what.",
            'Say no with a reason. A clear no to an unrealistic deadline protects the partner more than a hopeful yes.',
            'Own your mistakes in the open. Our retrospectives look for what failed in the process, not for someone to blame.',
            'Keep the promises the pack makes to a partner, even when they were made by someone else on the team.',
            'Leave every codebase a little easier to work in than you found it.',
            "Respect each other's time off: nobody is expected to answer messages in the evening, at the weekend or on holiday.",
          ],
        },
      ],
    },
  ],
};

export default page;
