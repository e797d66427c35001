import type { Input, pressItemSchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof pressItemSchema> = {
  slug: "european-technology-award-for-app-development-2025",
  title: "Wolfpack Digital wins a European technology award for app development",
  seo: {
    title: "European technology award for app development",
    description: `Our Cluj team won a European technology award for app development in ${site.award.year} for a charging app that cut failed charging sessions by a third.`,
  },
  outlet: "Awards jury announcement",
  kind: "Award",
  publishedAt: "2025-11-14",
  excerpt: "The jury singled out our work on an EV charging app for its reliability and accessibility.",
  body: [
    `A European technology awards jury named ${site.name} the winner in its app development category for ${site.award.year}. The shortlist included studios from eleven countries, each presenting a product launched in the previous two years.`,
    "The jury highlighted the Voltway charging app, which we designed and built with a Romanian charge-point operator: failed charging sessions fell by a third after launch, and the app passed an external WCAG 2.2 AA audit with no critical findings.",
    "For the team in Cluj the award is a reason for a good dinner and a better retrospective. We wrote down what made the project work, from testing on real chargers in winter to weekly demos with the operator's field technicians, and it now shapes how we run every mobile project.",
  ],
};

export default entry;
