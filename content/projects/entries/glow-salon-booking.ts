import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "glow-salon-booking",
  title: "Glow",
  client: "Glow Beauty Group AB, Sweden",
  tagline: "Book a treatment in three taps, show up, glow",
  seo: {
    title: "Glow: salon and beauty clinic booking app case study",
    description:
      "Glow books salons and beauty clinics in seconds: Kotlin Multiplatform apps and a Rails back end with deposits, a smart waitlist and health forms.",
  },
  industry: "healthcare-and-beauty-software-development",
  services: ["mobile-development", "cross-platform", "backend", "product-design"],
  technologies: ["kotlin-multiplatform", "ruby-on-rails"],
  platforms: ["iOS", "Android", "Web"],
  year: 2025,
  duration: { monthsToLaunch: 7, supportOngoing: true },
  summary:
    "Native iOS and Android booking apps for a chain of 60 salons and aesthetic clinics, with real-time availability, deposits, a waitlist that refills cancelled slots and pre-treatment health questionnaires.",
  challenge: [
    "Glow runs hair salons and aesthetic clinics across Sweden and Norway. Receptionists spent most of the day on the phone, no-shows cost each clinic about a fifth of its treatment hours, and the rented booking tool could not handle treatments that need a specific room, a certified practitioner and a patch test 48 hours beforehand.",
    "Aesthetic treatments also come with health questions. Answers about pregnancy, medication or allergies are special category data under the GDPR, so they had to be collected with explicit consent, stored apart from everything else and shown only to the practitioner doing the treatment.",
  ],
  solution: [
    "We chose Kotlin Multiplatform so the booking rules, the calendar engine and the offline cache are written once in Kotlin and shared, while the iOS app uses SwiftUI and the Android app Jetpack Compose for a fully native feel. A Ruby on Rails back end owns availability across staff, rooms and equipment, and resolves contention with PostgreSQL row-level locks, so two clients can never take the last Saturday slot.",
    "High-value treatments require a deposit through Stripe that is released automatically when a client cancels more than 24 hours ahead. When a slot frees up, the waitlist offers it to matching clients one at a time with a 15-minute hold, which fills most gaps before reception notices them. A lightweight web booking flow on the same API serves clients who arrive from Google or Instagram.",
    "Health questionnaires are encrypted with a separate key, kept in their own database schema and visible only to the assigned practitioner, and every read is logged for the group's data protection officer.",
  ],
  designElements: {
    palette: [
      { name: "Blush", hex: "#f4c7c3" },
      { name: "Plum", hex: "#5e2750" },
      { name: "Porcelain", hex: "#fbf7f4" },
      { name: "Sage", hex: "#8aa899" },
    ],
    typography: [
      { family: "Playfair Display", usage: "Treatment names and screen headlines" },
      { family: "DM Sans", usage: "Booking flow, prices and body text" },
    ],
    notes: [
      "The booking flow never asks more than one question per screen, and the price with any deposit is visible before the first tap.",
      "Practitioner photos and certifications sit next to each time slot, because clients of aesthetic clinics choose the person first and the time second.",
      "Health questions use plain Swedish and Norwegian with a short reason under each one, which raised completion before appointments.",
    ],
  },
  results: [
    { value: "-41%", label: "No-shows across the chain in the first six months" },
    { value: "68%", label: "Of bookings made in the apps instead of by phone" },
    { value: "4.9", label: "App Store rating from 11,000 reviews" },
  ],
  testimonial: {
    quote:
      "Our receptionists now greet clients instead of answering the phone all day. The waitlist alone pays for the app every month.",
    name: "Maja Lindqvist",
    role: "Chief Operating Officer, Glow Beauty Group",
  },
  image: {
    src: "/images/projects/glow-salon-booking.svg",
    alt: "A browser window with Glow's week of salon appointments, beside an iPhone showing a booking calendar with free times and an Android phone listing treatments and prices",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/glow.svg", alt: "Glow", width: 240, height: 72 },
  featured: true,
};

export default entry;
