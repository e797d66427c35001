import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "huddle-sports-clubs",
  title: "Huddle",
  client: "Huddle Sports Ltd, Ireland",
  tagline: "The fixture list, group chat and kit fund of an amateur club",
  seo: {
    title: "Huddle: app for amateur sports clubs case study",
    description:
      "Huddle puts fixtures, availability, team chat and membership fees for amateur sports clubs in one Flutter app with a Node.js back end.",
  },
  industry: "social-software-development",
  services: ["mobile-development", "cross-platform", "backend", "product-design"],
  technologies: ["flutter", "node-js"],
  platforms: ["iOS", "Android"],
  year: 2023,
  duration: { monthsToLaunch: 5, supportOngoing: true },
  summary:
    "A club app for amateur football, hurling, rugby and hockey teams: training and match schedules, who is available, team and parent chat, and fees collected without chasing anyone.",
  challenge: [
    "Amateur clubs run on volunteers and WhatsApp groups. A typical Dublin club with 25 teams had a coach per team juggling a fixture spreadsheet, three chat groups and a cash box, and the treasurer spent every September chasing unpaid subscriptions by text.",
    "Huddle wanted one strongly branded app on iOS and Android from a small founding team with a fixed seed budget of EUR 180,000. It had to be simple enough for a 70-year-old groundsman, safe for youth teams under Irish child safeguarding rules, and cheap to run for clubs paying a few euro per member a year.",
  ],
  solution: [
    "We built a single Flutter app with a custom design system, so the Huddle brand and each club crest look identical on both platforms. Coaches create a session in two taps, players answer in, out or maybe from the push notification itself, and the coach sees a squad count without opening a chat.",
    "A Node.js back end with PostgreSQL and Socket.IO powers team chat and live availability. Youth teams get guardian-linked accounts: players under 16 can only message inside their team, every thread includes at least two vetted adults, and club welfare officers can review reported messages.",
    "Fees, match levies and kit orders are paid through Stripe Connect straight into the club bank account, with instalments for families and an automatic reminder schedule the treasurer sets once. Running costs stay below EUR 0.04 per active member a month, so clubs pay a flat yearly price.",
  ],
  designElements: {
    palette: [
      { name: "Pitch green", hex: "#0f8a4b" },
      { name: "Floodlight", hex: "#f5f749" },
      { name: "Clubhouse navy", hex: "#14213d" },
      { name: "Touchline white", hex: "#fafafa" },
    ],
    typography: [
      { family: "Barlow Condensed", usage: "Fixtures, scores and screen titles" },
      { family: "Inter", usage: "Chat, forms and body text" },
    ],
    notes: [
      "Each club sets its own crest and accent colour, and the app checks the contrast automatically before applying it.",
      "The next fixture sits at the top of every screen with its kick-off time, venue and a map link, since that is what members open the app for.",
    ],
  },
  results: [
    { value: "1,100", label: "Clubs in Ireland and the UK using Huddle" },
    { value: "92%", label: "Of membership fees paid on time, up from 61%" },
    { value: "4.8", label: "Google Play rating" },
  ],
  testimonial: {
    quote:
      "Our treasurer used to spend September chasing subs by text. This year she collected them in a fortnight and never opened the cash box.",
    name: "Ciara Byrne",
    role: "Club Secretary, an early Huddle club in Dublin",
  },
  image: {
    src: "/images/projects/huddle-sports-clubs.svg",
    alt: "Two phones, an iPhone and an Android, showing Huddle's week of training sessions and matches with each player's answer, and a team chat with a poll on who can play",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/huddle.svg", alt: "Huddle", width: 240, height: 72 },
  featured: false,
};

export default entry;
