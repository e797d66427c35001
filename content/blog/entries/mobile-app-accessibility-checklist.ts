import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "mobile-app-accessibility-checklist",
  title: "A practical accessibility checklist for mobile apps",
  excerpt:
    "The checks our designers, engineers and testers run on every iOS and Android release: text size, contrast, touch targets, screen readers and motion, with the numbers that matter.",
  seo: {
    title: "Mobile app accessibility checklist for iOS and Android",
    description:
      "A practical mobile accessibility checklist: text scaling, contrast ratios, touch targets, VoiceOver and TalkBack, motion and how to test before release.",
  },
  author: "bianca-rus",
  publishedAt: "2026-09-16",
  tags: ["Accessibility", "Design", "Mobile"],
  image: {
    src: "/images/blog/mobile-app-accessibility-checklist.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Since June 2025 the European Accessibility Act has made accessibility a legal requirement for many consumer apps sold in the EU, including banking, e-commerce, e-books and passenger transport. The reference standard, EN 301 549, points to WCAG 2.1 level AA. But the law is the smaller reason to care. About one in six people worldwide lives with a significant disability, many more use larger text or one hand on a crowded train, and an app that works for them works better for everyone. This is the checklist we use on every release.",
    },
    { type: "heading", level: 2, text: "Visual design" },
    {
      type: "list",
      items: [
        "Contrast: at least 4.5:1 for body text and 3:1 for large text, icons and the borders of input fields, checked in both light and dark mode.",
        "Colour is never the only signal. An error field gets a message and an icon, not just a red outline; a chart gets labels or patterns.",
        "Text scales: layouts survive Dynamic Type on iOS and font scaling up to 200 per cent on Android without truncating labels or hiding buttons. Long words wrap; nothing is fixed-height.",
        "The app works in portrait and landscape unless the content truly needs one orientation.",
        "Focus and selected states are visible, which matters for people using a keyboard or switch control with a tablet.",
      ],
    },
    { type: "heading", level: 2, text: "Interaction" },
    {
      type: "list",
      items: [
        "Touch targets are at least 44 by 44 points on iOS and 48 by 48 dp on Android, with at least 8 points between adjacent targets.",
        "Every gesture has a simple alternative: a swipe-to-delete also has a delete button, a pinch-to-zoom map also has zoom controls.",
        "Animations respect Reduce Motion on iOS and the remove animations setting on Android; nothing flashes more than three times per second.",
        "Time limits can be extended. A one-time code that expires after 60 seconds needs a clear way to request another.",
        "Forms explain errors in words next to the field and keep what the user already typed.",
      ],
    },
    { type: "heading", level: 2, text: "Screen readers" },
    {
      type: "paragraph",
      text: "VoiceOver and TalkBack read what the code tells them, so most screen reader problems are engineering problems. Every button and icon needs a label that describes the action, such as “Add to basket” rather than “plus icon”. Decorative images are hidden from the reader. Related elements are grouped, so a product card is read as one sentence instead of six fragments. Reading order follows the visual order, and when a dialog opens, focus moves into it and returns to the trigger when it closes. In Flutter this means the Semantics widget; in React Native, accessibilityLabel and accessibilityRole; in Jetpack Compose and Compose Multiplatform, contentDescription and the semantics modifier.",
    },
    {
      type: "quote",
      text: "Turn on VoiceOver, close your eyes and try to complete your main flow. Five minutes of that teaches more than any audit report.",
      cite: "Bianca Rus, Lead Product Designer",
    },
    { type: "heading", level: 2, text: "How we test it" },
    {
      type: "list",
      ordered: true,
      items: [
        "Design review in Figma: contrast checked with a plugin, target sizes annotated, screen reader labels and reading order written on the handoff.",
        "Automated checks in CI for missing labels and small targets, plus the Xcode Accessibility Inspector and Google Accessibility Scanner on every new screen.",
        "Manual pass before each release: the core flows with VoiceOver and TalkBack, at the largest text size, in dark mode and with Reduce Motion on.",
        "A yearly session with users who rely on assistive technology, because no checklist predicts everything.",
      ],
    },
    { type: "heading", level: 2, text: "What it costs" },
    {
      type: "paragraph",
      text: "Built in from the first sprint, accessibility adds about 5 to 10 per cent to design and development effort, most of it in the first weeks while the components are created. Retrofitting an existing app is a different story: we typically find 60 to 120 issues in a first audit of a mid-sized app, and fixing them takes four to eight weeks because layouts, components and flows have to change. The cheapest moment to get it right is before the first screen is built.",
    },
  ],
};

export default entry;
