import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'voltway-ev-charging',
  title: 'Voltway',
  client: 'Voltway Energy AS, Norway',
  tagline: 'Find a free charger, start it, pay, drive on',
  seo: {
    title: 'Voltway: EV charging app and operator dashboard',
    description:
      'We built the Voltway EV charging app in React Native and its operator dashboard in Vue.js on a Node.js back end speaking OCPP to 4,000 chargers.',
  },
  industry: 'transportation-and-automotive-software-development',
  services: ['mobile-development', 'cross-platform', 'web-development', 'backend'],
  technologies: ['react-native', 'node-js', 'vue-js'],
  platforms: ['iOS', 'Android', 'Web'],
  year: 2024,
  duration: '8 months to launch, ongoing since',
  summary:
    'A driver app to find, start and pay for a charge, and a dashboard for the operator to run 4,000 chargers across Norway and Sweden.',
  challenge: [
    'Voltway operates fast and destination chargers at supermarkets, hotels and motorway stops. Drivers complained about chargers shown as free that were broken, sessions that would not start, and a separate account for every network.',
    'Behind the app sits a fleet of chargers from four manufacturers, each speaking its own dialect of the Open Charge Point Protocol, often over a weak mobile connection. A session that fails to start in a car park at minus 15 degrees is the worst moment to show an error.',
  ],
  solution: [
    'A Node.js back end talks OCPP 1.6 and 2.0.1 to every charger, keeps a live status for each connector and retries commands when a charger drops off the network. It also exchanges roaming data over OCPI, so Voltway drivers can charge on partner networks with the same account.',
    'The React Native app shows real availability on a map, starts a session by scanning the charger or choosing it from the list, and keeps showing the charge progress from a push channel even when the phone is locked. Payments use Apple Pay, Google Pay or a stored card, with a pre-authorisation released the moment the session ends.',
    "The Vue.js operator dashboard shows fault codes as they happen, lets the support team restart a charger remotely and tracks uptime per site against the operator's contracts with landlords.",
  ],
  designElements: {
    palette: [
      { name: 'Volt teal', hex: '#00a6a6' },
      { name: 'Night drive', hex: '#102a43' },
      { name: 'Spark', hex: '#ffd23f' },
      { name: 'Snow', hex: '#f0f4f8' },
    ],
    typography: [{ family: 'Inter', usage: 'Interface text, kilowatt figures and prices' }],
    notes: [
      'Charger status uses shape and text as well as colour, because drivers check it in bright sun and at night.',
      'The start button stays in the same place on every screen, reachable with a thumb while holding a cable.',
    ],
  },
  results: [
    { value: '97.8%', label: 'Sessions that start on the first try' },
    { value: '4,000', label: 'Chargers monitored live' },
    { value: '4.6', label: 'App Store rating, up from 2.9' },
  ],
  image: {
    src: '/images/projects/voltway-ev-charging.svg',
    alt: 'Illustrated Voltway screens: an operator dashboard with charger uptime bars and a phone listing nearby chargers',
    width: 1200,
    height: 800,
  },
  featured: false,
};

export default entry;
