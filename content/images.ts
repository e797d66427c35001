import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize as measure } from 'image-size';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

/** Width and height of a picture in public/ (read from its file at build), or undefined when there is none. */
export function imageSize(src: string): { width: number; height: number } | undefined {
  const file = publicFile(src);
  if (!existsSync(file)) return undefined;
  const { width, height } = measure(readFileSync(file));
  return width && height ? { width, height } : undefined;
}

/** The collections whose entries show a picture the site draws when the editor gave none. */
export type GeneratedFamily = 'blog' | 'projects' | 'authors';

/**
 * The picture of an entry that has none of its own: its drawing (scripts/generate-illustrations.mjs), or,
 * for an entry too new to have one, the family's generic drawing, so the build never fails for a missing
 * picture. Decorative: the title or name beside it says what it is about.
 */
export function generatedPicture(family: GeneratedFamily, slug: string) {
  const own = `/images/${family}/${slug}.svg`;
  const src = existsSync(publicFile(own)) ? own : `/images/${family}/generated.svg`;
  const size = imageSize(src);
  if (!size) throw new Error(`${src}: run node scripts/generate-illustrations.mjs`);
  return { src, alt: '', ...size };
}
