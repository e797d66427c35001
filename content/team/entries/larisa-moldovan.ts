import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "larisa-moldovan",
  name: "Larisa Moldovan",
  role: "Front-end Engineer",
  department: "Engineering",
  bio: "Larisa builds React and Vue interfaces and cares about keyboard users more than most. She organises the Cluj front-end meetup twice a year.",
};

export default entry;
