import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "ana-maria-bota",
  name: "Ana-Maria Bota",
  role: "Android Engineer",
  department: "Engineering",
  bio: "Ana-Maria joined through our summer internship in 2019 and now leads Android work on two partner apps. She is the Jetpack Compose person people ask first.",
};

export default entry;
