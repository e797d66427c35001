import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'roadready-fleet',
  title: 'RoadReady',
  client: 'RoadReady Logistics Software GmbH, Austria',
  tagline: 'Vehicle checks and fleet maintenance in one place',
  seo: {
    title: 'RoadReady: fleet maintenance platform case study',
    description:
      'A React web platform, Python back end and React Native driver app that replaced paper vehicle checks for 9,000 trucks and vans across Central Europe.',
  },
  industry: 'transportation-and-automotive-software-development',
  services: ['web-development', 'mobile-development', 'backend', 'qa-and-app-testing'],
  technologies: ['react', 'python', 'react-native'],
  platforms: ['iOS', 'Android', 'Web'],
  year: 2022,
  duration: '9 months to launch, ongoing since',
  summary:
    'Drivers complete daily vehicle checks on their phones; workshop managers see defects, service dates and compliance for the whole fleet on one screen.',
  challenge: [
    "Transport companies must check every vehicle before it leaves the depot. RoadReady's customers did this on paper forms that reached the workshop days later, if at all, and an inspector's visit meant a week of searching through folders.",
    'Drivers are not office workers. Many use the cheapest phone the company could buy, some read German or Hungarian better than English, and they have three minutes for a check before they are expected on the road. The platform also had to pull mileage and fault codes from three different telematics providers.',
  ],
  solution: [
    'The React Native driver app walks through a check tailored to each vehicle type, with photos of defects and a signature, and works fully offline in underground depots. It is available in six languages and was tested on a shelf of low-end Android phones in our device lab before each release.',
    'A Python back end normalises telematics data from the three providers, predicts the next service date from mileage and usage, and raises a workshop job when a driver reports a defect that takes a vehicle off the road. The React web platform gives workshop managers a live board of defects, parts on order and upcoming inspections.',
    'Every check is stored as an immutable, timestamped record with its photos, so an inspection report for any vehicle and period is one export.',
  ],
  designElements: {
    palette: [
      { name: 'Road blue', hex: '#1d4e89' },
      { name: 'Hi-vis yellow', hex: '#f2c230' },
      { name: 'Asphalt', hex: '#2b2d31' },
      { name: 'Fog', hex: '#eef1f5' },
    ],
    typography: [{ family: 'Inter', usage: 'All text, with a condensed weight for dense fleet tables' }],
    notes: [
      'The driver app uses one question per screen with large yes or no buttons, so a check works with one thumb.',
      'Hi-vis yellow marks only vehicles that must not leave the depot.',
    ],
  },
  results: [
    { value: '9,000', label: 'Vehicles checked every working day' },
    { value: '3 min', label: 'Median time for a daily check' },
    { value: '-28%', label: 'Unplanned breakdowns in the first year' },
  ],
  image: {
    src: '/images/projects/roadready-fleet.svg',
    alt: 'Illustrated RoadReady screens: a fleet maintenance board in a browser and a phone showing a driver checklist',
    width: 1200,
    height: 800,
  },
  featured: false,
};

export default entry;
