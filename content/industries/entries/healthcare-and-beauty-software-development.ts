import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "healthcare-and-beauty-software-development",
  name: "Healthcare and beauty",
  seo: {
    title: "Healthcare and beauty app development",
    description:
      "Booking, patient and wellness apps for clinics, salons and health startups, built with GDPR special-category data protection and accessibility in mind.",
  },
  heroTitle: "Apps for clinics, salons and the people they care for",
  intro:
    "We build booking platforms, patient apps and wellness products for clinics, beauty chains and health startups. These products handle sensitive data and serve people of every age and ability, so privacy and accessibility lead every decision.",
  summary: "Booking, patient and wellness apps that protect sensitive data and work for everyone.",
  challenges: [
    {
      title: "Health data is special",
      body: "Under the GDPR, information about health is special category data. It needs explicit consent, strict access control and often separate storage, and we design for that from the data model up.",
    },
    {
      title: "Calendars are harder than they look",
      body: "Treatments need the right practitioner, room and equipment at the same time, with buffers, patch tests and follow-ups. Double bookings and no-shows cost clinics real money.",
    },
    {
      title: "Every user, every ability",
      body: "Patients may be older, anxious or using assistive technology. WCAG 2.2 AA, large text support and plain language are requirements, not extras.",
    },
  ],
  capabilities: [
    {
      title: "Booking and scheduling",
      body: "Multi-resource availability, deposits, reminders, waitlists and integrations with the practice management systems clinics already use.",
    },
    {
      title: "Patient and client apps",
      body: "Questionnaires, treatment plans, secure messaging and aftercare reminders, with data visible only to the people who need it.",
    },
    {
      title: "Wearables and health data",
      body: "Apple HealthKit and Android Health Connect integrations that read only what the user allows and explain why.",
    },
  ],
  services: ["mobile-development", "ios", "android", "product-design", "backend"],
  technologies: ["kotlin-multiplatform", "ruby-on-rails", "flutter", "react-native"],
  projects: ["glow-salon-booking"],
  faqs: [
    {
      question: "Is our app a medical device?",
      answer:
        "Booking, reminders and general wellness apps usually are not. Software that diagnoses or suggests treatment may be, under the EU Medical Device Regulation. We help you ask the question early and work with your regulatory adviser if the answer is yes.",
    },
    {
      question: "Where is patient data stored?",
      answer:
        "In EU data centres, encrypted at rest and in transit. Special category data is kept apart from the rest, with access logged, and we sign a data processing agreement with you before any real data reaches our systems.",
    },
    {
      question: "Can the app connect to our practice management software?",
      answer:
        "Usually, yes. Most systems offer an API or a booking integration; where they do not, we sync through exports or a small middleware service. A technical spike in discovery confirms the route.",
    },
  ],
};

export default entry;
