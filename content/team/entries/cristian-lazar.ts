import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "cristian-lazar",
  name: "Cristian Lazar",
  role: "Senior iOS Engineer",
  department: "Engineering",
  bio: "Cristian has shipped iOS apps since the iPhone 4 and maintains our shared SwiftUI components. He restores old film cameras on weekends.",
};

export default entry;
