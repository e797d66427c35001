import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "dan-oltean",
  name: "Dan Oltean",
  role: "Project Manager",
  department: "Project Management",
  bio: "Dan runs sprints for three partner teams, writes the clearest weekly reports in the company, and plays bass in a band of Cluj developers.",
};

export default entry;
