import type { Input, teamMemberSchema } from "@/content/schemas";

const entry: Input<typeof teamMemberSchema> = {
  slug: "tudor-varga",
  name: "Tudor Varga",
  role: "DevOps Engineer",
  department: "Engineering",
  bio: "Tudor looks after our partners' cloud accounts, CI pipelines and on-call rota, and writes the runbooks everyone is glad exist at 3 a.m.",
};

export default entry;
