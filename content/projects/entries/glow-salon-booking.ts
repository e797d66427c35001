import type { Input, projectSchema } from '@/content/schemas';

const entry: Input<typeof projectSchema> = {
  slug: 'glow-salon-booking',
  title: 'Glow',
  client: 'Glow Studios AB, Sweden',
  tagline: 'Booking for salons and beauty clinics, without the phone calls',
  seo: {
    title: 'Glow: salon and beauty clinic booking app case study',
    description:
      'Glow lets clients book salons and beauty clinics in seconds. We built it with Kotlin Multiplatform and Rails, with deposits, waitlists and health forms.',
  },
  industry: 'healthcare-and-beauty-software-development',
  services: ['mobile-development', 'cross-platform', 'backend', 'product-design'],
  technologies: ['kotlin-multiplatform', 'ruby-on-rails'],
  platforms: ['iOS', 'Android', 'Web'],
  year: 2025,
  duration: '7 months to launch, ongoing since',
  summary:
    'A booking app for a chain of 60 salons and aesthetic clinics: real-time availability, deposits, a smart waitlist and pre-treatment health questionnaires.',
  challenge: [
    'Glow runs hair salons and aesthetic clinics across Sweden and Norway. Receptionists spent most of their day on the phone, no-shows cost each clinic about a fifth of its treatment hours, and the booking tool they rented could not handle treatments that need two rooms, a specialist and a patch test 48 hours before.',
    'Aesthetic treatments also come with health questions. Answers about pregnancy, medication or allergies are special category data under the GDPR, so they had to be collected with explicit consent, stored separately and shown only to the practitioner who needs them.',
  ],
  solution: [
    'We chose Kotlin Multiplatform so the booking rules, the calendar engine and the offline cache are written once in Kotlin and shared, while the iOS app uses SwiftUI and the Android app Jetpack Compose for a fully native feel. A Ruby on Rails back end owns availability across staff, rooms and equipment, and resolves conflicts with row-level locks so two clients can never book the last slot.',
    'Deposits are taken through Stripe for high-value treatments and released automatically when a client cancels in time. When someone cancels, the waitlist offers the slot to matching clients one by one with a 15-minute hold, which fills most gaps before the receptionist notices them.',
    "Health questionnaires are encrypted with a separate key, kept in their own database schema and visible only to the assigned practitioner; every read is logged for the clinic's data protection officer.",
  ],
  designElements: {
    palette: [
      { name: 'Blush', hex: '#f2c6c2' },
      { name: 'Plum', hex: '#5e2750' },
      { name: 'Linen', hex: '#fbf7f2' },
      { name: 'Sage', hex: '#7c9a82' },
    ],
    typography: [
      { family: 'Fraunces', usage: 'Treatment names and headings' },
      { family: 'Inter', usage: 'Booking flow, times and prices' },
    ],
    notes: [
      'Booking takes three taps from the home screen for a returning client: treatment, time, confirm.',
      'Plum is reserved for actions; blush and sage are backgrounds, so the next step is always obvious.',
    ],
  },
  results: [
    { value: '-41%', label: 'No-shows after deposits and reminders' },
    { value: '64%', label: 'Of bookings made in the app within six months' },
    { value: '87%', label: 'Of cancelled slots refilled from the waitlist' },
  ],
  testimonial: {
    quote:
      'Our receptionists finally talk to the clients in front of them instead of the phone. The waitlist alone paid for the project.',
    name: 'Sofia Lindqvist',
    role: 'Chief Operating Officer, Glow Studios',
  },
  image: {
    src: '/images/projects/glow-salon-booking.svg',
    alt: 'Illustrated Glow screens: a clinic calendar with booked treatments in a browser and a phone listing available appointment times',
    width: 1200,
    height: 800,
  },
  featured: true,
};

export default entry;
