import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "alexandra-crisan",
  name: "Alexandra Crisan",
  role: "UI Designer",
  department: "Design",
  bio: "Alexandra draws the illustrations, icons and motion in our apps, and is the reason our Figma files have tidy layer names.",
};

export default entry;
