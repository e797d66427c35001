import type { Input, authorSchema } from "@/content/schemas";

const entry: Input<typeof authorSchema> = {
  slug: "sorin-pavel",
  name: "Sorin Pavel",
  role: "QA Lead",
  bio: "Sorin built the test automation setup our teams share, from Detox and Appium suites to Playwright checks in CI. He measures quality in crash-free sessions and escaped defects, not in test counts.",
  avatar: {
    src: "/images/authors/sorin-pavel.svg",
    alt: "",
    width: 240,
    height: 240,
  },
};

export default entry;
