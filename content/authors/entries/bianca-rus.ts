import type { Input, authorSchema } from "@/content/schemas";

const entry: Input<typeof authorSchema> = {
  slug: "bianca-rus",
  name: "Bianca Rus",
  role: "Lead Product Designer",
  bio: "Bianca runs discovery workshops and the design system practice. Before joining the pack she designed banking apps used by two million people, which is where she learned to love accessibility audits.",
  avatar: { src: "/images/authors/bianca-rus.svg", alt: "", width: 240, height: 240 },
};

export default entry;
