import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "transportation-and-automotive-software-development",
  name: "Transportation and automotive",
  seo: {
    title: "Transportation and automotive software development",
    description:
      "Fleet, logistics, EV charging and mobility apps: telematics integrations, offline driver apps and operator dashboards built by a Cluj team.",
  },
  heroTitle: "Software for things that move",
  intro:
    "We build driver apps, fleet platforms, EV charging products and dealer tools for transport and automotive companies. Our software talks to vehicles, chargers and telematics boxes, and keeps working when the signal drops.",
  summary: "Fleet, logistics and EV charging products that connect to vehicles and keep working offline.",
  challenges: [
    {
      title: "Hardware from many vendors",
      body: "Telematics boxes, chargers and onboard units speak different protocols and versions. We build adapters that normalise the data so the product logic stays simple.",
    },
    {
      title: "Drivers are not desk workers",
      body: "Apps for drivers must work with one hand, in several languages, on inexpensive phones and in depots without coverage. We test in those conditions, not only in the office.",
    },
    {
      title: "Downtime costs money by the minute",
      body: "A vehicle off the road or a charger that will not start hurts revenue and reputation. Monitoring, remote diagnostics and fast support flows are part of the product.",
    },
  ],
  capabilities: [
    {
      title: "Fleet and maintenance platforms",
      body: "Vehicle checks, defect reporting, service planning and compliance records, fed by telematics data.",
    },
    {
      title: "EV charging",
      body: "Driver apps, OCPP back ends for charger fleets, OCPI roaming and payments with pre-authorisation.",
    },
    {
      title: "Logistics and dispatch",
      body: "Route and job assignment, proof of delivery with photos and signatures, and live tracking for customers.",
    },
  ],
  services: ["mobile-development", "web-development", "backend", "qa-and-app-testing", "app-maintenance"],
  technologies: ["react-native", "react", "python", "node-js", "vue-js"],
  projects: ["roadready-fleet", "voltway-ev-charging"],
  faqs: [
    {
      question: "Can you integrate with our telematics provider?",
      answer:
        "Very likely. We have worked with several telematics APIs and with raw CAN and OBD data delivered through gateways. A one-week spike confirms the data you can get and how fresh it is.",
    },
    {
      question: "Do your driver apps work offline?",
      answer:
        "Yes. Checks, deliveries and photos are stored on the device and synced when a connection returns, with conflict rules agreed with you in advance.",
    },
    {
      question: "Which charging protocols do you support?",
      answer:
        "OCPP 1.6 and 2.0.1 between chargers and the back end, and OCPI 2.2 for roaming between networks. We test against each charger model in a simulator before field tests.",
    },
  ],
};

export default entry;
