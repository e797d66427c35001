import type { Input, industrySchema } from "@/content/schemas";

const entry: Input<typeof industrySchema> = {
  slug: "social-software-development",
  name: "Social",
  seo: {
    title: "Social and community app development",
    description:
      "Community, messaging and social apps with real-time chat, thoughtful notifications, moderation tools and safeguarding for clubs, creators and networks.",
  },
  heroTitle: "Community apps that bring people together, safely",
  intro:
    "We build community and social products: club and team apps, creator communities, local networks and messaging features inside larger products. Real-time features, notifications people do not mute and moderation that scales are our daily work.",
  summary: "Community and messaging apps with real-time chat, smart notifications and moderation built in.",
  challenges: [
    {
      title: "The cold start",
      body: "An empty community is a dead one. We design invitations, imports and first-week rituals that bring a group into the app together.",
    },
    {
      title: "Notifications decide retention",
      body: "Batching, quiet hours and per-group preferences keep people informed without driving them to mute the app.",
    },
    {
      title: "Safety and moderation",
      body: "Reporting, blocking, admin tools and safeguarding rules for minors must work from day one, and the EU Digital Services Act sets duties for larger platforms.",
    },
  ],
  capabilities: [
    {
      title: "Real-time chat and feeds",
      body: "Group and direct messaging over WebSockets, reactions, media sharing and feeds that stay fast as communities grow.",
    },
    {
      title: "Events and payments",
      body: "Polls, events, availability and paid memberships with the organiser as the merchant.",
    },
    {
      title: "Moderation tooling",
      body: "Role-based permissions, report queues, keyword filters and audit logs for community managers.",
    },
  ],
  services: ["mobile-development", "cross-platform", "backend", "product-design"],
  technologies: ["flutter", "node-js", "react-native", "react"],
  projects: ["huddle-sports-clubs"],
  faqs: [
    {
      question: "Should we build chat ourselves or use a service?",
      answer:
        "For most products a hosted chat service gets you to launch faster. We build our own when chat is the product or when costs at scale, data location or custom rules make a service a poor fit, and we show you the numbers either way.",
    },
    {
      question: "How do you keep minors safe?",
      answer:
        "We follow the safeguarding rules of the organisations involved: no private messages between adults and minors, parents or guardians in the loop, reporting that reaches a human quickly and data minimisation throughout.",
    },
    {
      question: "Can the app handle a sudden surge of users?",
      answer:
        "Yes. We load-test real-time features before launch, scale WebSocket servers horizontally and degrade gracefully, for example by slowing typing indicators before messages.",
    },
  ],
};

export default entry;
