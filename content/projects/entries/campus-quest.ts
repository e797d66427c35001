import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'campus-quest',
  title: 'Campus Quest',
  client: 'Campus Quest GmbH, Germany',
  tagline: 'Homework that pupils finish because they want to',
  seo: {
    title: 'Campus Quest: gamified learning platform case study',
    description:
      'How we built Campus Quest, a gamified learning platform for secondary schools with Next.js and Node.js, used by 85,000 pupils in three countries.',
  },
  industry: 'elearning-software-development',
  services: ['web-development', 'frontend', 'backend', 'product-design'],
  technologies: ['next-js', 'react', 'node-js', 'express-js'],
  platforms: ['Web'],
  year: 2023,
  duration: '5 months to launch, ongoing since',
  summary:
    'A web platform where teachers turn the curriculum into quests, and pupils earn progress for practice that adapts to what they get wrong.',
  challenge: [
    'Two former maths teachers founded Campus Quest after watching pupils rush through worksheets to be done with them. They wanted practice that felt like a game without becoming one: progress had to reflect learning, not time spent clicking.',
    'Schools brought hard constraints. Pupils use old school Chromebooks and shared tablets, classrooms have one congested Wi-Fi network, and the platform had to meet German and Austrian data protection rules for minors, including hosting in the EU and no third-party trackers at all.',
  ],
  solution: [
    'We built the pupil app with Next.js and React, rendering lessons on the server and keeping the interactive exercise player under 90 KB of JavaScript, so a class of 30 can start a quest at once on a slow network. Answers are checked on a Node.js and Express API that adapts the next question to the mistakes a pupil made, using a small model of skills the teachers maintain themselves.',
    'Teachers build quests from a library of 6,000 exercises, assign them to a class and see a heatmap of which skills need another lesson. Pupils sign in with a class code and a picture password, so no pupil email address is ever collected.',
    'The platform runs in a Frankfurt region, with no analytics beyond our own aggregated, anonymous counts, which made the data protection review by the first school district a two-week formality.',
  ],
  designElements: {
    palette: [
      { name: 'Quest violet', hex: '#5b3cc4' },
      { name: 'Sunrise', hex: '#ffb547' },
      { name: 'Chalk', hex: '#f6f4ff' },
      { name: 'Blackboard', hex: '#1e1b3a' },
    ],
    typography: [
      { family: 'Fraunces', usage: 'Quest titles and rewards' },
      { family: 'Inter', usage: 'Exercises, with a larger size for maths notation' },
    ],
    notes: [
      'Rewards celebrate skills mastered, not streaks, so pupils are never punished for a weekend off.',
      'Every exercise works by keyboard and with a screen reader; maths is rendered as accessible MathML.',
    ],
  },
  results: [
    { value: '85,000', label: 'Pupils in Germany, Austria and Switzerland' },
    { value: '71%', label: 'Of assigned quests completed, up from 40% for worksheets' },
    { value: '1.2 s', label: 'Median page load on school Chromebooks' },
  ],
  image: {
    src: '/images/projects/campus-quest.svg',
    alt: 'Illustrated Campus Quest screens: a teacher dashboard with a class skills chart and a phone listing the next quests',
    width: 1200,
    height: 800,
  },
  featured: true,
};

export default entry;
