import type { Input, pressItemSchema } from "@/content/schemas";

const entry: Input<typeof pressItemSchema> = {
  slug: "interview-why-clients-outsource-to-romania",
  title: "Interview: why European product companies build in Cluj",
  seo: {
    title: "Interview: why product companies build in Cluj",
    description:
      "Our CEO Mihai Toma on why product companies from the UK, DACH and the Nordics choose Cluj Napoca teams, and what they should check before signing.",
  },
  outlet: "Business Transylvania Weekly",
  kind: "Interview",
  publishedAt: "2026-04-21",
  excerpt: "Mihai Toma on talent, time zones and what a good outsourcing partnership looks like in 2026.",
  body: [
    "In a long interview, our CEO Mihai Toma explained why Cluj Napoca has become one of the places where European product companies build software: universities that graduate thousands of engineers a year, overlap with Western European working hours and the comfort of working within EU law.",
    "He was candid about the limits too: rates have risen, senior engineers are in demand, and a partner who only compares hourly prices will end up disappointed. His advice is to judge a team by the apps it still maintains years after launch.",
    "Asked about AI, Mihai described how our engineers use coding assistants every day, and why code review and testing matter more, not less, when code is cheaper to write.",
  ],
};

export default entry;
