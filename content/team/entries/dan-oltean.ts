import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "dan-oltean",
  name: "Dan Oltean",
  role: "Project Manager",
  department: "Project Management",
  bio: "Dan runs sprints for three partner teams, writes the clearest weekly reports in the company, and plays bass in a band of Cluj developers.",
  photo: { src: "/images/team/dan-oltean.svg", alt: "", width: 240, height: 240 },
};

export default entry;
