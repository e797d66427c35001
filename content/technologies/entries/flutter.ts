import type { Input, technologySchema } from "@/content/schemas";

const entry: Input<typeof technologySchema> = {
  slug: "flutter",
  name: "Flutter",
  category: "Cross-platform",
  seo: {
    title: "Flutter app development for iOS, Android and web",
    description:
      "Flutter apps with custom, brand-led interfaces from one Dart codebase for iOS, Android, web and desktop, built and tested by our Cluj mobile team.",
  },
  heroTitle: "Flutter for custom interfaces on every screen",
  intro:
    "Flutter draws every pixel itself, so a brand-led interface looks identical on every device. We use it for apps with custom designs and for products that need iOS, Android and a web or desktop version from one Dart codebase.",
  summary: "One Dart codebase for iOS, Android, web and desktop, with pixel-perfect custom design.",
  reasons: [
    {
      title: "Identical on every device",
      body: "Flutter renders its own widgets, so custom designs and animations look the same on a budget Android phone and the newest iPhone.",
    },
    {
      title: "More than mobile",
      body: "The same code can target the web and desktop, which suits dashboards for office screens next to a mobile app.",
    },
    {
      title: "Productive tooling",
      body: "Hot reload, strong typing in Dart and excellent testing tools keep development fast and releases stable.",
    },
    {
      title: "The trade-off",
      body: "Dart developers are fewer than JavaScript ones, and Flutter web is heavier than a typical web app. We recommend Flutter web for signed-in tools, not for public pages that need search visibility.",
    },
  ],
  useCases: [
    "Brand-led consumer and community apps",
    "IoT companion apps with device pairing",
    "Apps that also need an office or desktop version",
    "Apps with rich animation",
  ],
  services: ["cross-platform", "mobile-development", "product-design"],
  projects: ["fieldnote-smart-greenhouse", "huddle-sports-clubs"],
  related: ["kotlin-multiplatform", "react-native", "django"],
  faqs: [
    {
      question: "Is Flutter ready for large apps?",
      answer:
        "Yes. Flutter is used in production by large companies, and our own Flutter apps serve thousands of daily users. A clear architecture and tests matter more than the framework.",
    },
    {
      question: "Can Flutter use native features?",
      answer:
        "Yes, through plugins for common features and platform channels to our own Swift and Kotlin code for anything else, such as Bluetooth protocols.",
    },
    {
      question: "We want to join your Flutter team. Do you hire?",
      answer: "Often, including interns. See our jobs page for the current Flutter openings in Cluj.",
    },
  ],
};

export default entry;
