import type { Input, pressItemSchema } from "@/content/schemas";

const entry: Input<typeof pressItemSchema> = {
  slug: "cluj-conference-talk-accessibility-in-mobile-apps",
  title: "Conference talk: accessibility is a feature your users already need",
  seo: {
    title: "Conference talk: accessibility in mobile apps",
    description:
      "Bianca Rus and Sorin Pavel on stage in Cluj: a practical accessibility checklist for mobile apps ahead of the European Accessibility Act.",
  },
  outlet: "Transylvania developer conference",
  kind: "Event",
  publishedAt: "2025-06-05",
  excerpt: "Our design and QA leads shared the checklist our teams use to ship accessible mobile apps.",
  body: [
    "Bianca Rus, our Lead Product Designer, and Sorin Pavel, our QA Lead, gave a joint talk in Cluj on making mobile apps accessible, weeks before the European Accessibility Act started to apply in June 2025.",
    "They walked through the checklist our teams use: contrast and text scaling, touch target sizes, screen reader labels and focus order, motion preferences and testing with VoiceOver and TalkBack on real phones. Each item came with an example of a bug found in a real project and how it was fixed.",
    "The slides and checklist are available on request from our press contact.",
  ],
};

export default entry;
