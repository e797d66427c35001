import type { Input, authorSchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof authorSchema> = {
  slug: "andrei-muresan",
  name: "Andrei Muresan",
  role: "CTO and co-founder",
  bio: `Andrei co-founded the company in ${site.foundedYear} after years of building payment back ends, and still reviews architecture on every new project. He writes about security, Nuxt and Rails, and what AI changes in day-to-day engineering.`,
  avatar: {
    src: "/images/authors/andrei-muresan.svg",
    alt: "",
    width: 240,
    height: 240,
  },
};

export default entry;
