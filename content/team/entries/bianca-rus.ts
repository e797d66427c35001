import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "bianca-rus",
  name: "Bianca Rus",
  role: "Lead Product Designer",
  department: "Design",
  bio: "Bianca runs discovery workshops and the design system practice, and tests every prototype with real users before a line of code is written.",
};

export default entry;
