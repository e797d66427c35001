import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize as measure } from 'image-size';
import { pictureFileProblem, savedPictureProblem } from '@/content/pictureBytes';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

/** A picture file as the build reads it: its width and height, or what is wrong with its bytes. */
export type MeasuredPicture = { width: number; height: number } | { problem: string };

/**
 * Reads a picture in public/ (at build): undefined when there is no such file; a problem when its bytes are not
 * the JPEG, PNG, WebP or SVG its name says, or break the limits and rules of a saved picture (size, pixels, camera
 * or location data, an SVG that is no plain drawing: content/pictureBytes.ts), or its size cannot be read.
 */
export function measurePicture(src: string): MeasuredPicture | undefined {
  const file = publicFile(src);
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  const problem = pictureFileProblem(src, bytes);
  if (problem) return { problem };
  const { width, height } = measure(bytes);
  if (!width || !height)
    return { problem: `${src}: its width and height cannot be read (an SVG needs width and height, or a viewBox)` };
  const saved = savedPictureProblem(src, bytes, { width, height });
  return saved ? { problem: saved } : { width, height };
}

/** The collections whose entries show a picture the site draws when the editor gave none. */
export type GeneratedFamily = 'blog' | 'projects';

/**
 * The picture of an entry that has none of its own: its drawing (scripts/generate-illustrations.mjs), or,
 * for an entry too new to have one, the family's generic drawing, so the build never fails for a missing
 * picture. Decorative: the title or name beside it says what it is about.
 */
export function generatedPicture(family: GeneratedFamily, slug: string) {
  const own = `/images/${family}/${slug}.svg`;
  const src = existsSync(publicFile(own)) ? own : `/images/${family}/generated.svg`;
  const size = measurePicture(src);
  if (!size || 'problem' in size) throw new Error(`${src}: run node scripts/generate-illustrations.mjs`);
  return { src, alt: '', ...size };
}
