import type { Input, pressItemSchema } from "@/content/schemas";

const entry: Input<typeof pressItemSchema> = {
  slug: "cluj-tech-podcast-building-apps-that-last",
  title: "Podcast: building apps that are still loved in year five",
  seo: {
    title: "Podcast: building apps that last",
    description:
      "Our Head of Mobile on a Cluj tech podcast: why most apps decay after launch, what maintenance really involves and how to budget for it.",
  },
  outlet: "The Somes Stack podcast",
  kind: "Podcast",
  publishedAt: "2026-09-02",
  excerpt:
    "Ioana Pop talks about maintenance, release trains and why the first version of an app is only the beginning.",
  body: [
    "In a fifty-minute episode, Ioana Pop, our Head of Mobile, talked about what happens to apps after launch: new iOS and Android versions every year, deprecated SDKs, growing crash lists and features that nobody uses.",
    "She explained how our teams budget maintenance from day one, why we keep release trains running even when there are no new features, and which metrics tell a partner their app is getting healthier or sicker: crash-free sessions, cold start time and store rating trends.",
    "The episode closes with advice for founders: ask any agency what happens in month thirteen, and expect a concrete answer.",
  ],
};

export default entry;
