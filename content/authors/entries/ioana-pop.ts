import type { Input, authorSchema } from "@/content/schemas";

const entry: Input<typeof authorSchema> = {
  slug: "ioana-pop",
  name: "Ioana Pop",
  role: "Head of Mobile",
  bio: "Ioana leads the mobile guild: twenty-odd iOS, Android and cross-platform engineers. She has shipped apps with Swift, Kotlin, React Native, Flutter and Kotlin Multiplatform, and has opinions about all of them.",
  avatar: { src: "/images/authors/ioana-pop.svg", alt: "", width: 240, height: 240 },
};

export default entry;
