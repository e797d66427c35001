import type { Input, authorSchema } from "@/content/schemas";

const entry: Input<typeof authorSchema> = {
  slug: "elena-dragomir",
  name: "Elena Dragomir",
  role: "Delivery Manager",
  bio: "Elena plans projects, budgets and teams, and is usually the first person a new partner talks to. She writes about pricing, outsourcing and keeping software projects predictable.",
  avatar: {
    src: "/images/authors/elena-dragomir.svg",
    alt: "",
    width: 240,
    height: 240,
  },
};

export default entry;
