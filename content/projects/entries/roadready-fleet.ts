import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "roadready-fleet",
  title: "RoadReady",
  client: "RoadReady Fleet Services Ltd, United Kingdom",
  tagline: "Daily vehicle checks that turn into repairs, not paperwork",
  seo: {
    title: "RoadReady: fleet maintenance and inspection platform",
    description:
      "A React Native driver inspection app, a React fleet dashboard and a Python back end that plans maintenance for 9,000 vans and HGVs across the UK.",
  },
  industry: "transportation-and-automotive-software-development",
  services: ["web-development", "mobile-development", "backend", "qa-and-app-testing"],
  technologies: ["react", "python", "react-native"],
  platforms: ["iOS", "Android", "Web"],
  year: 2022,
  duration: { monthsToLaunch: 9, supportOngoing: true },
  summary:
    "A driver app for daily walkaround checks and defect reports, and a web platform where fleet managers and workshops plan inspections, repairs and MOTs from the same data.",
  challenge: [
    "RoadReady manages maintenance for delivery and haulage fleets of 50 to 1,500 vehicles. UK operators must prove that every driver checks their vehicle before each shift, yet most of RoadReady's customers still used paper sheets that reached the office days later, if at all, and defects were retyped into a spreadsheet by hand.",
    "The drivers are the hardest users in the project: they start at 5 a.m. in depots with poor signal, share phones between shifts and have no patience for an app that slows them down. Fleet managers, meanwhile, needed evidence that would stand up in a traffic commissioner inquiry, with timestamps, photos and who signed off each repair.",
  ],
  solution: [
    "The React Native driver app walks through a vehicle-specific checklist in under three minutes, works fully offline and queues photos and signatures until the phone finds a signal. Drivers scan a QR code on the windscreen to pick the vehicle, so shared phones never report against the wrong registration.",
    "A Python back end built with FastAPI and Celery turns defects into workshop jobs, grades them by severity and blocks a vehicle from the next shift when a dangerous defect is open. It also reads telematics mileage to schedule safety inspections by distance or weeks, whichever comes first, and sends MOT reminders 45 days ahead.",
    "The React dashboard gives fleet managers a live board of vehicles off road, overdue checks and repair costs per vehicle, and exports a complete audit trail as a PDF in one click. Our QA team ran the driver app on 14 devices, including the rugged Android handsets several customers issue, with automated end-to-end tests on every release.",
  ],
  designElements: {
    palette: [
      { name: "Signal orange", hex: "#f26b1d" },
      { name: "Asphalt", hex: "#2b2f36" },
      { name: "Road-safe green", hex: "#2e9e5b" },
      { name: "Hazard red", hex: "#d7263d" },
      { name: "Depot grey", hex: "#eef0f2" },
    ],
    typography: [
      {
        family: "Roboto",
        usage: "All text in the driver app and dashboard, with condensed weights for registration plates",
      },
    ],
    notes: [
      "Checklist items are answered with two large buttons, OK and Defect, placed at thumb height for one-handed use.",
      "The driver app defaults to a dark theme that stays readable in a cab at dawn without dazzling the driver.",
      "Severity is shown by colour, icon and wording together, so red-green colour blindness never hides a dangerous defect.",
    ],
  },
  results: [
    { value: "9,000", label: "Vans and HGVs checked through the app every day" },
    { value: "-28%", label: "Unplanned breakdowns in the first year" },
    { value: "2 h 40 min", label: "Average time from defect report to workshop job, down from 3 days" },
  ],
  testimonial: {
    quote:
      "Our drivers picked it up without training, and for the first time I can show an auditor every check and every repair for any van in seconds.",
    name: "Gareth Ellis",
    role: "Operations Director, RoadReady Fleet Services",
  },
  image: {
    src: "/images/projects/roadready-fleet.svg",
    alt: "A browser window with RoadReady's fleet list of vans and their daily check status, beside an iPhone showing a driver's walkaround checklist with one defect and an Android phone showing the defect report",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/roadready.svg", alt: "RoadReady", width: 240, height: 72 },
  featured: false,
};

export default entry;
