// The build's first step: reads every content entry as the production build will, and checks what no one entry's
// schema can see (each page's SEO title used once, each body link going to a page of the site, every picture file in
// public/ fit to serve: size, pixels, no camera or location data, SVGs that are plain drawings). A problem is the
// first line it prints, naming the file, so an editor finds it without reading the rest of the build's output; it
// exits non-zero and the build stops.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

try {
  const { duplicateTitles, pageTitles } = await import('../tooling/content/seoTitles.ts');
  const { deadBodyLinks } = await import('../tooling/content/bodyLinks.ts');
  const { publicPictureProblems } = await import('../tooling/content/publicPictures.ts');
  const pages = pageTitles();
  const problems = [...duplicateTitles(pages), ...deadBodyLinks(), ...publicPictureProblems()];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `Content: ${pages.length} pages, each with its own SEO title; every link in a body goes to one of them; every picture in public/ fit to serve`,
  );
} catch (error) {
  // An entry its schema refuses: the message (file, field, what is wrong) first, the stack for developers after it.
  console.error(`${error.message}\n\n${error.stack}`);
  process.exit(1);
}
