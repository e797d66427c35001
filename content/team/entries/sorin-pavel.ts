import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "sorin-pavel",
  name: "Sorin Pavel",
  role: "QA Lead",
  department: "Quality Assurance",
  bio: "Sorin built the automation setup our teams share and measures quality in crash-free sessions rather than test counts.",
};

export default entry;
