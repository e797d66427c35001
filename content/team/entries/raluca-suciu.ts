import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "raluca-suciu",
  name: "Raluca Suciu",
  role: "People and Operations Lead",
  department: "Operations",
  bio: "Raluca runs hiring, the internship programme and the office. She knows which meeting room has the best light and which junior is ready for their first lead role.",
};

export default entry;
