import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "andrei-muresan",
  name: "Andrei Muresan",
  role: "CTO and co-founder",
  department: "Leadership",
  bio: "Andrei reviews the architecture of every new project and keeps a running list of production incidents nobody is allowed to repeat.",
};

export default entry;
