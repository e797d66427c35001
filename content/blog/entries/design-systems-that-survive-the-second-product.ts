import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "design-systems-that-survive-the-second-product",
  title: "Design systems that survive the second product",
  excerpt:
    "Most design systems look great in the first app and fall apart in the second. What we changed in how we build them, from tokens to ownership.",
  seo: {
    title: "Design systems that survive the second product",
    description:
      "How we build design systems that work across web and mobile products: tokens, component scope, documentation, versioning and who owns the system.",
  },
  author: "bianca-rus",
  publishedAt: "2026-10-06",
  tags: ["Design", "Front end"],
  image: {
    src: "/images/blog/design-systems-that-survive-the-second-product.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "A design system usually starts inside one product. A team builds buttons, inputs and cards for its app, gives them a name and a Storybook, and calls it a system. It works until the company starts a second product with different needs: a dense admin dashboard, a mobile app, a white-label version for a partner. That is when the system either grows up or gets forked into two slightly different copies that drift apart forever.",
    },
    { type: "heading", level: 2, text: "Start with tokens, not components" },
    {
      type: "paragraph",
      text: "The part of a design system that travels best between products is not the React component; it is the decisions behind it. Colours, type scale, spacing, radii, elevation and motion durations belong in design tokens, defined once in Figma variables and exported to code. A web app reads them as CSS custom properties, an iOS app as Swift constants and an Android app as Compose theme values.",
    },
    {
      type: "list",
      items: [
        "Name tokens by purpose, not by value: surface-raised instead of grey-100.",
        "Keep two layers: primitive tokens for the raw palette and semantic tokens that components use.",
        "Generate code from the token file in CI so nobody copies hex values by hand.",
      ],
    },
    { type: "heading", level: 2, text: "Decide what the system does not include" },
    {
      type: "paragraph",
      text: "Systems die from scope creep as often as from neglect. We keep a short rule: a component enters the system when two products need it and the design team agrees on its behaviour in every state. Everything else lives in the product that needs it. A checkout stepper for one e-commerce app is not a system component, however pretty it is.",
    },
    {
      type: "paragraph",
      text: "Every system component is documented with its states, including the boring ones: empty, loading, error, disabled and very long text in German. Accessibility is part of the definition: keyboard behaviour, screen reader labels and contrast are specified and tested, so teams that use the component inherit them for free.",
    },
    { type: "heading", level: 2, text: "Version it like a product" },
    {
      type: "paragraph",
      text: "A system shared by several products needs releases, a changelog and a deprecation policy. We publish the web components as a versioned package, follow semantic versioning and give teams at least one release cycle to move off anything we deprecate. Breaking changes come with a migration note and, when possible, an automated code change.",
    },
    {
      type: "quote",
      text: "If a product team cannot upgrade the design system in an afternoon, the system has become a dependency they route around.",
      cite: "Bianca Rus, Lead Product Designer",
    },
    { type: "heading", level: 2, text: "Give it an owner" },
    {
      type: "paragraph",
      text: "The last lesson is organisational. A system without an owner becomes a shared folder. Ours has a small core group: one designer and one engineer who spend part of every sprint on it, review contributions from product teams and run a monthly session where teams bring what they need next. It costs a few days a month and saves far more in screens that do not need to be designed twice.",
    },
    {
      type: "paragraph",
      text: "If you are about to start a second product, audit the first one before writing any new component: list what is truly shared, extract the tokens and agree on ownership. It is the cheapest moment you will ever have to get the foundation right.",
    },
  ],
};

export default entry;
