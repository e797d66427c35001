import type { Input, jobSchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof jobSchema> = {
  slug: "flutter-developer-internship",
  title: "Flutter Developer Internship",
  seo: {
    title: "Flutter Developer Internship in Cluj Napoca",
    description: `A paid Flutter internship of ${site.internship.length} in Cluj: build a real feature with a mentor, then a junior role for the best interns. Starts July 2027.`,
  },
  department: "Engineering",
  seniority: "Internship",
  employmentType: "INTERN",
  workplace: "On-site",
  summary: `A paid summer internship of ${site.internship.length} where you build a real Flutter feature with a mentor beside you.`,
  about: [
    `Our summer internship programme has run every year since ${site.internship.since}, and a third of our engineers started in it. Interns work in pairs on a real feature for an internal or partner app, with a mentor who reviews every pull request.`,
    "The internship runs from early July to mid-September 2027, on site in our Cluj office. The best interns get a junior offer at the end.",
  ],
  responsibilities: [
    "Build a feature in Flutter from design to a release build, with your pair and your mentor",
    "Write widget and integration tests for your code",
    "Present your work at the end-of-internship demo day",
    "Take part in code reviews, stand-ups and sprint planning like any team member",
  ],
  requirements: [
    "A student or recent graduate in computer science or a related field",
    "Solid programming fundamentals in any language; Dart or Flutter experience is a plus, not a must",
    "A small project you built yourself, on GitHub or in a store",
    "Available full time from July to September 2027",
  ],
  niceToHave: ["Some experience with Git and REST APIs", "An app published in a store, however small"],
  benefits: [
    "A paid internship: 3,500 RON gross a month",
    "A dedicated mentor and weekly one-to-ones",
    "Meal tickets and the same office perks as the team",
    "A junior offer for the interns who finish strongest",
  ],
  hiringSteps: [
    {
      title: "Application review",
      body: `We read every application and reply within ${site.replyWithin.application}.`,
    },
    {
      title: "Coding conversation",
      body: "Sixty minutes with two engineers solving a small problem together, in the language you know best.",
    },
    {
      title: "Offer",
      body: "An answer within a week of the conversation; internships start in July.",
    },
  ],
  technologies: ["flutter"],
  salary: {
    currency: "RON",
    min: 3500,
    max: 3500,
    unit: "MONTH",
  },
  postedAt: "2026-11-15",
  validThrough: "2027-04-30",
};

export default entry;
