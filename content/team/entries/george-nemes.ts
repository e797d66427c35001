import type { Input, teamMemberSchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof teamMemberSchema> = {
  slug: "george-nemes",
  name: "George Nemes",
  role: "QA Automation Engineer",
  department: "Quality Assurance",
  bio: `George writes Playwright and Appium suites and looks after our device lab of ${site.deviceLab}, from a budget Android to the newest iPhone.`,
};

export default entry;
