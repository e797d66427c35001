import { readdirSync } from 'node:fs';
import path from 'node:path';
import { measurePicture } from '@/content/images';

const PICTURE = /\.(?:jpe?g|png|webp|svg)$/i;

/**
 * One line per picture file in public/ the site must not serve as it is (content/pictureBytes.ts: its real format,
 * its size and pixels, a photo's camera or location data, an SVG that is no plain drawing), each naming the file.
 * Every file, not only those an entry names: public/ is served whole, so a body's picture, a draft's and one no
 * entry names any more reach visitors too. Checked in the build's first step (scripts/check-content.mjs).
 */
export function publicPictureProblems(): string[] {
  const files = readdirSync(path.join(process.cwd(), 'public'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    PICTURE.test(file),
  );
  return files.sort().flatMap((file) => {
    const measured = measurePicture(`/${file.split(path.sep).join('/')}`);
    return measured && 'problem' in measured ? [`public${measured.problem}`] : [];
  });
}
