import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "ioana-pop",
  name: "Ioana Pop",
  role: "Head of Mobile",
  department: "Engineering",
  bio: "Ioana leads the mobile guild and still takes the hardest crash report of the month for herself.",
  photo: { src: "/images/team/ioana-pop.svg", alt: "", width: 240, height: 240 },
};

export default entry;
