import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "iot-software-development",
  name: "IoT",
  seo: {
    title: "IoT app development: connected devices and dashboards",
    description:
      "Apps and cloud platforms for connected devices: BLE pairing, MQTT ingestion, firmware updates and dashboards that turn sensor data into decisions.",
  },
  heroTitle: "Connected devices with software people actually use",
  intro:
    "We build the apps and cloud platforms around connected hardware: pairing and setup, data ingestion, alerts, dashboards and over-the-air updates. We work alongside your firmware and hardware teams, or theirs.",
  summary: "Companion apps and cloud platforms that turn sensor data into alerts and decisions.",
  challenges: [
    {
      title: "Pairing is the first impression",
      body: "Bluetooth Low Energy and Wi-Fi provisioning fail in many small ways across phone models. A setup flow that works first time decides whether the device gets returned.",
    },
    {
      title: "Data arrives late, twice or not at all",
      body: "Devices go offline, resend readings and drift in time. Ingestion must de-duplicate, order and flag gaps before anyone draws conclusions.",
    },
    {
      title: "Too many alerts are no alerts",
      body: "Users mute an app that cries wolf. Alert rules need thresholds, durations and context so each notification is worth acting on.",
    },
  ],
  capabilities: [
    {
      title: "Companion apps",
      body: "BLE and Wi-Fi provisioning, device control, offline caches and firmware updates from iOS and Android apps.",
    },
    {
      title: "Ingestion and storage",
      body: "MQTT and HTTP ingestion, time-series storage and processing pipelines sized for millions of readings a day.",
    },
    {
      title: "Dashboards and alerts",
      body: "Live and historical views, alert rules users can tune, and reports that explain what changed.",
    },
  ],
  services: ["mobile-development", "cross-platform", "backend", "database", "product-design"],
  technologies: ["flutter", "python", "django", "node-js"],
  projects: ["fieldnote-smart-greenhouse"],
  faqs: [
    {
      question: "Do you write firmware?",
      answer:
        "No, we focus on apps and cloud software. We work closely with firmware teams, agree the device protocol together and test against real hardware and simulators.",
    },
    {
      question: "How many devices can your platforms handle?",
      answer:
        "Our current platforms ingest a few million readings a day from tens of thousands of devices. We design ingestion to scale horizontally and load-test at ten times the expected volume before launch.",
    },
    {
      question: "Can devices be updated over the air?",
      answer:
        "Yes. We build staged firmware rollouts through the app or the cloud, with version tracking and automatic rollback when a device fails to report after an update.",
    },
  ],
};

export default entry;
