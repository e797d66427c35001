import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "campus-quest",
  title: "Campus Quest",
  client: "Campus Quest GmbH, Germany",
  tagline: "Homework that pupils finish because they want to",
  seo: {
    title: "Campus Quest: gamified learning platform case study",
    description:
      "How we built Campus Quest, a gamified learning platform for secondary schools on Next.js and Node.js, used by 85,000 pupils in Germany and Austria.",
  },
  industry: "elearning-software-development",
  services: ["web-development", "frontend", "backend", "product-design"],
  technologies: ["next-js", "react", "node-js", "express-js"],
  platforms: ["Web"],
  year: 2023,
  duration: { monthsToLaunch: 5, supportOngoing: true },
  summary:
    "A web platform where teachers turn the curriculum into quests and pupils earn progress for practice that adapts to the mistakes they actually make.",
  challenge: [
    "Two former maths teachers from Leipzig founded Campus Quest after watching pupils race through worksheets just to be done with them. They wanted practice that felt like a game without becoming one: progress had to reflect what a pupil had learned, not how long they had spent clicking.",
    "Schools brought hard constraints. Pupils work on ageing Chromebooks and shared tablets, a whole class shares one congested Wi-Fi network, and the platform had to satisfy German and Austrian data protection rules for minors, including EU hosting, no third-party trackers and no pupil email addresses.",
    "The first pilot was fixed for the start of the school year in September, which left five months from the first workshop to 30 schools logging in on the same Monday morning.",
  ],
  solution: [
    "We built the pupil app with Next.js and React, rendering lessons on the server and keeping the interactive exercise player under 90 KB of JavaScript, so a class of 30 can open a quest at the same moment on a slow network. A Node.js and Express API checks each answer and picks the next question from a skills graph the teachers maintain themselves, so a pupil who confuses fractions with ratios gets targeted practice instead of more of the same.",
    "Teachers assemble quests from a library of 6,000 exercises, assign them to a class and see a heatmap of the skills that need another lesson. Pupils sign in with a class code and a picture password, so no personal contact details are collected, and progress syncs when a tablet drops off the network mid-quest.",
    "Everything runs in a Frankfurt region with PostgreSQL and Redis, load-tested to 4,000 concurrent classrooms before each term. Analytics are our own aggregated, anonymous counts, which turned the first school district data protection review into a two-week formality.",
  ],
  designElements: {
    palette: [
      { name: "Quest violet", hex: "#5b3fd1" },
      { name: "Sunrise yellow", hex: "#ffc83d" },
      { name: "Chalk", hex: "#f6f5fb" },
      { name: "Blackboard", hex: "#22223b" },
    ],
    typography: [
      { family: "Nunito", usage: "Headings, quest titles and rewards" },
      {
        family: "Atkinson Hyperlegible",
        usage: "Exercise text and answers, chosen for readers with dyslexia or low vision",
      },
    ],
    notes: [
      "Rewards celebrate skills mastered, never streaks or time spent, so there is no pressure to log in late at night.",
      "Every exercise works with the keyboard alone and meets WCAG 2.1 AA, a requirement in most German school tenders.",
      "The teacher view uses the same components in a denser layout, so switching roles never feels like a different product.",
    ],
  },
  results: [
    { value: "85,000", label: "Pupils in 420 schools across Germany and Austria" },
    { value: "3x", label: "More optional exercises completed than with the old worksheets" },
    { value: "1.2 s", label: "Median time to an interactive lesson on school Chromebooks" },
  ],
  testimonial: {
    quote:
      "We asked for a game and they kept asking us what the pupils should learn. That question is why teachers trust the progress bars.",
    name: "Katrin Vogel",
    role: "Co-founder, Campus Quest",
  },
  image: {
    src: "/images/projects/campus-quest.svg",
    alt: "A browser window showing Campus Quest's quest map: finished lessons ticked, the current one starred, locked ones greyed out and a flag at the end",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/campus-quest.svg", alt: "Campus Quest", width: 240, height: 72 },
  featured: true,
};

export default entry;
