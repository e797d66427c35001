import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "voltway-ev-charging",
  title: "Voltway",
  client: "Voltway Energy SRL, Romania",
  tagline: "Find a free charger, plug in, pay, drive on",
  seo: {
    title: "Voltway: EV charging app and operator dashboard",
    description:
      "A React Native EV charging app and a Vue.js operator dashboard on a Node.js back end that speaks OCPP to 2,300 chargers in Romania and Hungary.",
  },
  industry: "transportation-and-automotive-software-development",
  services: ["mobile-development", "cross-platform", "web-development", "backend"],
  technologies: ["react-native", "node-js", "vue-js"],
  platforms: ["iOS", "Android", "Web"],
  year: 2024,
  duration: { monthsToLaunch: 8, supportOngoing: true },
  summary:
    "A driver app to find, start and pay for a charge, and a dashboard where the operator monitors, prices and repairs 2,300 chargers across Romania and Hungary.",
  challenge: [
    "Voltway runs fast and destination chargers at supermarkets, hotels and motorway services between Bucharest, Cluj and Budapest. Drivers complained about chargers shown as free that were out of order, sessions that refused to start, and a card reader that only some chargers had.",
    "Behind the app sits a fleet from four manufacturers, each speaking its own dialect of the Open Charge Point Protocol over patchy mobile connections. A session that fails to start in a car park at minus 15 degrees is the worst moment to show a cryptic error, and the operator only learned about broken chargers when drivers phoned in.",
  ],
  solution: [
    "We wrote a Node.js charge-point gateway that speaks OCPP 1.6 and 2.0.1, normalises each manufacturer quirk behind one internal model, and retries remote start commands with back-off before it ever tells the driver something went wrong. Charger status streams to the app over WebSockets, and a charger that misses three heartbeats is hidden from the map instead of shown as available.",
    "The React Native app for iOS and Android finds chargers by connector and power, starts a session by QR code or from the map, and shows live kilowatt-hours and cost. Payments are pre-authorised through Stripe and captured at the final meter value, with Apple Pay and Google Pay for drivers who never want an account, and invoices with VAT numbers for business drivers.",
    "Operators use a Vue.js dashboard to watch every charger in real time, set tariffs by site and hour, and open a maintenance ticket automatically when a charger reports a fault. Remote resets and firmware updates now solve most faults before a technician drives out.",
  ],
  designElements: {
    palette: [
      { name: "Volt teal", hex: "#00a6a6" },
      { name: "Charge lime", hex: "#b8e02b" },
      { name: "Midnight", hex: "#0e1a2b" },
      { name: "Cloud", hex: "#f2f6f8" },
    ],
    typography: [
      { family: "Manrope", usage: "Interface text, prices and headings" },
      { family: "JetBrains Mono", usage: "Live kWh and power readings during a session" },
    ],
    notes: [
      "The charging screen shows one big number, energy delivered, with cost and time to 80 per cent underneath, readable from the driver seat.",
      "Map pins use shape as well as colour for available, busy and offline, and the app passed an external WCAG 2.2 AA audit with no critical findings.",
      "A dark theme is the default after sunset, when most motorway charging happens.",
    ],
  },
  results: [
    { value: "-33%", label: "Failed charging sessions after launch" },
    { value: "2,300", label: "Chargers monitored in real time" },
    { value: "4.7", label: "App Store rating from drivers" },
  ],
  testimonial: {
    quote:
      "We used to hear about a broken charger from an angry driver. Now the dashboard tells us first, and half the time a remote reset fixes it before anyone notices.",
    name: "Radu Ionescu",
    role: "Head of Operations, Voltway Energy",
  },
  image: {
    src: "/images/projects/voltway-ev-charging.svg",
    alt: "A browser window with Voltway's operator map of chargers and their status, beside an iPhone showing nearby chargers with a button to start charging and an Android phone showing a charge in progress",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/voltway.svg", alt: "Voltway", width: 240, height: 72 },
  featured: false,
};

export default entry;
