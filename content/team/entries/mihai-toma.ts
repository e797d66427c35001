import type { Input, teamMemberSchema } from "@/content/schemas";
import { site } from "@/content/site";

const entry: Input<typeof teamMemberSchema> = {
  slug: "mihai-toma",
  name: "Mihai Toma",
  role: "CEO and co-founder",
  department: "Leadership",
  bio: `Mihai started the company with Andrei and two former colleagues in ${site.founding.place} in ${site.foundedYear}. He still sits in on the first call with most new partners and hikes the Apuseni every autumn with whoever wants to come.`,
};

export default entry;
