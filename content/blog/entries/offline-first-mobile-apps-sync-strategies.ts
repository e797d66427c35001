import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "offline-first-mobile-apps-sync-strategies",
  title: "Offline-first mobile apps: choosing a sync strategy",
  excerpt:
    "Drivers in tunnels, growers in greenhouses, nurses in basements: many apps must work without a network. How we choose between the main ways to sync data back.",
  seo: {
    title: "Offline-first mobile apps: sync strategies",
    description:
      "How to build mobile apps that work without a network: local databases, outbox queues, conflict rules, last-write-wins versus merges, and testing sync.",
  },
  author: "ioana-pop",
  publishedAt: "2025-10-14",
  tags: ["Mobile", "Architecture"],
  image: {
    src: "/images/blog/offline-first-mobile-apps-sync-strategies.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Offline support is one of those requirements that sounds small in a workshop and turns out to shape the whole architecture. A fleet driver completes a vehicle checklist in an underground garage, a grower records readings in a greenhouse with no coverage, a field technician closes a job on a mountain road. If the app shows a spinner and loses the data, people stop trusting it within a week.",
    },
    { type: "heading", level: 2, text: "Decide what must work offline" },
    {
      type: "paragraph",
      text: "Not every screen needs offline support, and pretending otherwise doubles the cost. We list the tasks a user must finish without a network and the data they need to read while doing so. For a driver app that might be the route for the day, the checklists and the vehicle history; the company leaderboard can wait for a connection.",
    },
    { type: "heading", level: 2, text: "The building blocks" },
    {
      type: "list",
      items: [
        "A local database on the device, such as SQLite through Drift in Flutter, Room on Android, or WatermelonDB and op-sqlite in React Native.",
        "An outbox: every change the user makes is written locally first and queued as an operation with a unique id.",
        "A sync worker that sends queued operations when the network returns, with retries and exponential backoff.",
        "An idempotent API that accepts the same operation twice without creating duplicates.",
        "A pull mechanism that fetches what changed on the server since the last sync, usually with a cursor or a timestamp.",
      ],
    },
    { type: "heading", level: 2, text: "Conflicts: pick the rule per field" },
    {
      type: "paragraph",
      text: "Conflicts happen when two people change the same record while one of them is offline. Last write wins is simple and often good enough for fields that one person owns, like the notes a driver writes. For shared counters or lists it loses data, so we merge instead: we send the operation, such as add item or increase by two, rather than the new value. For rare, high-stakes conflicts we show both versions and let a person decide.",
    },
    {
      type: "paragraph",
      text: "CRDT libraries such as Automerge or Yjs handle merges automatically and shine in collaborative editing. For most business apps they are more machinery than needed; a clear rule per field and an operation log cover the real cases with less to debug.",
    },
    {
      type: "quote",
      text: "Write down the conflict rule for every field before building the screen. It is a product decision, not a technical detail.",
      cite: "Ioana Pop, Head of Mobile",
    },
    { type: "heading", level: 2, text: "Test sync like you mean it" },
    {
      type: "paragraph",
      text: "Sync bugs hide in timing. We test on real devices in airplane mode, kill the app in the middle of a sync, change the clock, and run the same account on two phones at once. Automated tests replay recorded operation logs against the server to check that every order of arrival ends in the same state. And in production we log sync failures with enough context to reproduce them, because the first report will always be a user saying that something disappeared.",
    },
    {
      type: "paragraph",
      text: "Offline-first costs more up front, typically 20 to 30 per cent on the screens that need it. For the people who work where the network does not, it is the difference between a tool and a toy.",
    },
  ],
};

export default entry;
