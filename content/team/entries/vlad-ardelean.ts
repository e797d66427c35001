import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "vlad-ardelean",
  name: "Vlad Ardelean",
  role: "Senior Back-end Engineer",
  department: "Engineering",
  bio: "Vlad has written Rails and Django back ends for fintech and logistics partners, and gets quietly happy when a migration runs without anyone noticing.",
};

export default entry;
