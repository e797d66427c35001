// The build's first step: reads every content entry as the production build will, and checks what no one entry's
// schema can see (each page's SEO title used once, each body link going to a page of the site, every picture file in
// public/ fit to serve: size, pixels, no camera or location data, SVGs that are plain drawings). It prints one line
// per problem, naming the file, and exits non-zero, so the build stops before `next build` and its last lines are
// the problems: an editor finds them without reading the rest of the build's output.
import './typescript.mjs';

/** Stops the build with these lines as its last. */
function fail(lines) {
  console.error(lines.join('\n'));
  process.exit(1);
}

try {
  const { brokenEntries } = await import('../tooling/content/entries.ts');
  // Every broken entry of every collection at once, before anything reads the entries and stops at the first.
  const broken = brokenEntries();
  if (broken.length > 0) fail(broken);
  const { duplicateTitles, pageTitles } = await import('../tooling/content/seoTitles.ts');
  const { deadBodyLinks } = await import('../tooling/content/bodyLinks.ts');
  const { publicPictureProblems } = await import('../tooling/content/publicPictures.ts');
  const pages = pageTitles();
  const problems = [...duplicateTitles(pages), ...deadBodyLinks(), ...publicPictureProblems()];
  if (problems.length > 0) fail(problems);
  console.log(
    `Content: ${pages.length} pages, each with its own SEO title; every link in a body goes to one of them; every picture in public/ fit to serve`,
  );
} catch (error) {
  // Anything else (an entry referring to one that does not exist): the stack for developers, the message last.
  console.error(error.stack);
  fail([error.message]);
}
