import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "elena-dragomir",
  name: "Elena Dragomir",
  role: "Delivery Manager",
  department: "Project Management",
  bio: "Elena plans projects, budgets and teams, and is usually the first person a new partner talks to.",
};

export default entry;
