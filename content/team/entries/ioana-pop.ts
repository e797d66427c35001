import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "ioana-pop",
  name: "Ioana Pop",
  role: "Head of Mobile",
  department: "Engineering",
  bio: "Ioana leads the mobile guild and still takes the hardest crash report of the month for herself.",
};

export default entry;
