import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "python",
  name: "Python",
  category: "Back end",
  seo: {
    title: "Python development: back ends, data and AI",
    description:
      "Python back ends, data pipelines and AI features: Django and FastAPI services, telematics and sensor processing, and language-model integrations.",
  },
  heroTitle: "Python where data and AI meet your product",
  intro:
    "Python is our language for data-heavy back ends, processing pipelines and AI features. We build web back ends with Django or FastAPI and use Python's scientific and machine learning libraries to turn raw data into something users can act on.",
  summary: "Back ends, data pipelines and AI features built on Python's unmatched data ecosystem.",
  reasons: [
    {
      title: "The language of data",
      body: "pandas, NumPy and the machine learning libraries make forecasting, anomaly detection and reporting straightforward.",
    },
    {
      title: "First choice for AI",
      body: "Every model provider and open-source model ships Python tooling first, which shortens AI prototypes and evaluation work.",
    },
    {
      title: "Readable and maintainable",
      body: "Clear syntax and type hints make Python code easy to review and hand over.",
    },
    {
      title: "The trade-off",
      body: "Python is slower for some CPU-heavy tasks and needs care with concurrency. We use async frameworks, background workers and vectorised libraries where speed matters.",
    },
  ],
  useCases: [
    "Telematics and sensor data processing",
    "Forecasting and anomaly detection",
    "Retrieval and language-model features",
    "APIs with FastAPI or Django",
  ],
  services: ["backend", "ai-integration", "database"],
  projects: ["fieldnote-smart-greenhouse", "roadready-fleet"],
  related: ["django", "node-js", "react"],
  faqs: [
    {
      question: "Django or FastAPI?",
      answer:
        "Django for full applications with an admin area, users and complex data; FastAPI for lean, high-throughput APIs and model-serving services.",
    },
    {
      question: "Can Python handle millions of records a day?",
      answer:
        "Yes. Our Fieldnote platform ingests around 3 million sensor readings a day with Python workers and a time-series database.",
    },
    {
      question: "Do you build machine learning models?",
      answer:
        "We build practical models such as forecasts, classifications and anomaly detection, and integrate language models. For research-grade work we partner with specialists.",
    },
  ],
};

export default entry;
