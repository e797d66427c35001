import type { Input, projectSchema } from "@/content/schemas";

const entry: Input<typeof projectSchema> = {
  slug: "fieldnote-smart-greenhouse",
  title: "Fieldnote",
  client: "Fieldnote Growers BV, Netherlands",
  tagline: "Greenhouse sensors that tell growers what to do next",
  seo: {
    title: "Fieldnote: IoT greenhouse monitoring app case study",
    description:
      "A Flutter app and Django platform that turns 12,000 greenhouse sensors into alerts and daily advice for growers, working offline in the glasshouse.",
  },
  industry: "iot-software-development",
  services: ["mobile-development", "cross-platform", "backend", "product-design"],
  technologies: ["flutter", "django", "python"],
  platforms: ["iOS", "Android", "Web"],
  year: 2025,
  duration: { monthsToLaunch: 8, supportOngoing: true },
  summary:
    "A monitoring app for commercial greenhouses: live climate and irrigation readings, alerts when a zone drifts, and a daily plan built from the sensor history.",
  challenge: [
    "Fieldnote sells wireless sensors that measure temperature, humidity, CO2, light and substrate moisture in commercial greenhouses. Growers loved the hardware and ignored the software: the old dashboard showed hundreds of charts and left them to work out which one mattered.",
    "Greenhouses are hostile to phones. Wi-Fi stops at the packing hall, gloves make small targets useless, and a sensor that goes quiet can mean a flat battery or a failing heating loop. The new product had to separate real problems from noise and still work when the grower's phone lost signal halfway down a row.",
  ],
  solution: [
    "We rebuilt the product around three questions a grower asks each morning: is anything wrong, what changed overnight, and what should I do today. A Django and Python back end ingests around 3 million readings a day over MQTT, stores them in TimescaleDB and runs rules per crop and growth stage, so an alert fires only when a zone leaves its band for long enough to matter.",
    "The Flutter app caches the last 48 hours of readings and the task list on the device, queues notes and photos taken offline and syncs them when the phone reaches the packing hall. Large touch targets, a high-contrast mode for bright glasshouses and voice notes make it usable with gloves on. A web version of the same Flutter code serves the office screen.",
    "Over-the-air configuration lets growers move a sensor to a new zone by scanning its QR code, which removed the most common support call.",
  ],
  designElements: {
    palette: [
      { name: "Leaf", hex: "#2f7d32" },
      { name: "Soil", hex: "#6d4c3d" },
      { name: "Glasshouse", hex: "#e8f3ec" },
      { name: "Alert amber", hex: "#c77700" },
    ],
    typography: [{ family: "Inter", usage: "All interface text, with large numerals for live readings" }],
    notes: [
      "Every zone card shows its reading, its target band and a trend arrow, so growers read status without opening a chart.",
      "Touch targets are at least 56 points because growers often work in gloves.",
      "Amber and red alerts carry an icon and a label as well as a colour.",
    ],
  },
  results: [
    { value: "12,000", label: "Sensors connected across 140 greenhouses" },
    { value: "-63%", label: "Alerts per grower per week, with fewer missed problems" },
    { value: "4.8", label: "Average store rating from growers" },
  ],
  testimonial: {
    quote:
      "Our growers used to open the app when something had already gone wrong. Now it is the first thing they check in the morning.",
    name: "Joris van Dijk",
    role: "Head of Product, Fieldnote",
  },
  image: {
    src: "/images/projects/fieldnote-smart-greenhouse.svg",
    alt: "A browser window with Fieldnote's greenhouse zones, one flagged amber, and a temperature chart against its limit, beside an iPhone showing a zone's sensor gauges under an alert and an Android phone listing the day's tasks",
    width: 1200,
    height: 800,
  },
  logo: { src: "/images/clients/fieldnote.svg", alt: "Fieldnote", width: 240, height: 72 },
  featured: true,
};

export default entry;
