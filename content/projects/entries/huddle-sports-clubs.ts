import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'huddle-sports-clubs',
  title: 'Huddle',
  client: 'Huddle Sports Ltd, Ireland',
  tagline: 'The group chat, fixture list and kit fund of an amateur club',
  seo: {
    title: 'Huddle: social app for amateur sports clubs',
    description:
      'Huddle brings fixtures, availability, chat and membership fees for amateur sports clubs into one Flutter app with a Node.js back end. Read the case study.',
  },
  industry: 'social-software-development',
  services: ['mobile-development', 'cross-platform', 'backend'],
  technologies: ['flutter', 'node-js'],
  platforms: ['iOS', 'Android'],
  year: 2023,
  duration: '5 months to launch, ongoing since',
  summary:
    'A community app for amateur sports clubs: who is playing on Saturday, the team chat, lifts to away games and membership fees, run by volunteers.',
  challenge: [
    "Amateur clubs are run by volunteers with a spreadsheet, three group chats and a shoebox of cash. Huddle's founders, both club secretaries, wanted one app that made the weekly question, who is available on Saturday, answer itself.",
    "Social products live or die by their notifications. Too few and nobody replies; too many and the app gets muted. The clubs also include children's teams, so messaging had to respect safeguarding rules: no private messages between adults and minors, and parents in the loop.",
  ],
  solution: [
    'We built the app in Flutter for iOS and Android from one codebase, with a Node.js back end that handles real-time chat over WebSockets, availability polls and fixture imports from league websites. Notifications are batched per member and per match, so a squad selection creates one message, not twenty.',
    'Club roles drive permissions: coaches pick squads, treasurers see payments, and youth teams route every message through a group that includes parents and a safeguarding officer. Membership fees and match fees are collected through Stripe with the club as the merchant, so the money never sits with Huddle.',
    "Moderation tools let club admins hide messages and mute members, and reports reach our client's support team within the hour.",
  ],
  designElements: {
    palette: [
      { name: 'Pitch green', hex: '#13804b' },
      { name: 'Floodlight', hex: '#fff4cc' },
      { name: 'Kit navy', hex: '#14213d' },
      { name: 'Whistle red', hex: '#d62839' },
    ],
    typography: [{ family: 'Inter', usage: 'Chat, fixtures and scores' }],
    notes: [
      'The availability poll is one swipe: in, out or maybe, right from the notification.',
      'Each club brings its own colours; the interface checks contrast and adjusts shades automatically.',
    ],
  },
  results: [
    { value: '1,900', label: 'Clubs in Ireland and the UK' },
    { value: '92%', label: 'Of availability polls answered within 24 hours' },
    { value: '4.8', label: 'Google Play rating' },
  ],
  image: {
    src: '/images/projects/huddle-sports-clubs.svg',
    alt: 'Illustrated Huddle screens: a club fixtures and payments overview and a phone showing the team availability list',
    width: 1200,
    height: 800,
  },
  featured: false,
};

export default entry;
