// Generates the original SVG artwork of blog posts and projects. Deterministic:
// the same entry always gives the same picture. Run after adding or changing entries:
// node scripts/generate-illustrations.mjs
// Blog posts and projects are drawn by tooling/artwork/blogPostPictures.ts and tooling/artwork/projectPictures.ts
// (a post shows its subject, a project its own product's screens). People are never drawn: a team member shows
// the portrait uploaded for them, or their initials (components/ui/Portrait).
import { mkdirSync, writeFileSync } from 'node:fs';
import './typescript.mjs';

const { projectPicture, screenNames, screenPicture } = await import('../tooling/artwork/projectPictures.ts');
const { blogPostPicture } = await import('../tooling/artwork/blogPostPictures.ts');
const { projects } = await import('../content/projects/index.ts');
const { blogPosts } = await import('../content/blog/index.ts');

/** Entries whose picture is the one drawn here, not one an editor uploaded. */
const drawn = (picture, folder, slug) => picture.src === `/images/${folder}/${slug}.svg`;

/** Writes one picture per entry into `target` and says how many and how large. */
function write(target, pictures) {
  mkdirSync(target, { recursive: true });
  let largest = 0;
  for (const [slug, svg] of pictures) {
    writeFileSync(`${target}/${slug}.svg`, svg);
    largest = Math.max(largest, svg.length);
  }
  console.log(`${target}: ${pictures.length} images, the largest ${largest} bytes`);
}

// `generated` is what an entry too new for a drawing of its own shows (content/images.ts).
write('public/images/blog', [
  ...blogPosts.all
    .filter((post) => drawn(post.image, 'blog', post.slug))
    .map((post) => [post.slug, blogPostPicture(post.slug)]),
  ['generated', blogPostPicture('generated')],
]);
write('public/images/projects', [
  ...projects.all
    .filter((project) => drawn(project.image, 'projects', project.slug))
    .map((project) => [project.slug, projectPicture(project)]),
  ['generated', blogPostPicture('generated')],
]);
// Each case study's product screens, which its entry lists under `screens`.
for (const project of projects.all)
  write(
    `public/images/projects/${project.slug}`,
    screenNames(project.slug).map((name) => [name, screenPicture(project, name)]),
  );
