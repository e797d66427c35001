// Generates the original SVG artwork of blog posts, projects and authors. Deterministic:
// the same entry always gives the same picture. Run after adding or changing entries:
// node scripts/generate-illustrations.mjs
// Blog posts and projects are drawn by tooling/artwork/blogPostPictures.ts and tooling/artwork/projectPictures.ts
// (a post shows its subject, a project the devices it was built for); authors get the flat portraits below
// (the team shows initials instead: components/cards/TeamGrid).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import './typescript.mjs';

const { randomFor } = await import('../tooling/artwork/svg.ts');
const { projectPicture, screenNames, screenPicture } = await import('../tooling/artwork/projectPictures.ts');
const { blogPostPicture } = await import('../tooling/artwork/blogPostPictures.ts');
const { projects } = await import('../content/projects/index.ts');
const { blogPosts } = await import('../content/blog/index.ts');

const pick = (random, list) => list[Math.floor(random() * list.length)];

const SKIN = ['#f2d0b6', '#e8b894', '#c98e66', '#a86f4c', '#7a4e33', '#f5dcc8'];
const HAIR = ['#2b1d14', '#4a2f1f', '#8c5a35', '#c9a26b', '#1b1b1b', '#6b6b6b', '#a33d2c'];
const SHIRTS = ['#0f1b2d', '#2ec4b6', '#ff7a45', '#3b5b92', '#0b6e64', '#b8233f', '#5a4a8a'];
const BACKDROPS = ['#fbf3e4', '#f1e3c8', '#dff3ef', '#ffe3d6', '#e4e8f5'];

function portrait(slug) {
  const random = randomFor(slug);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const shirt = pick(random, SHIRTS);
  const backdrop = pick(random, BACKDROPS);
  const style = pick(random, ['short', 'long', 'bun', 'curly', 'side', 'buzz']);
  const glasses = random() < 0.35;
  const hairBack = style === 'long' ? `<path d="M70 100 Q70 40 120 38 Q170 40 170 100 V178 H70Z" fill="${hair}"/>` : '';
  const hairTop = {
    short: `<path d="M76 98 Q76 44 120 44 Q164 44 164 98 Q150 70 120 70 Q92 70 76 98Z" fill="${hair}"/>`,
    long: `<path d="M76 100 Q78 48 120 46 Q162 48 164 100 Q140 66 104 72 Q88 78 76 100Z" fill="${hair}"/>`,
    bun: `<circle cx="120" cy="36" r="20" fill="${hair}"/><path d="M76 96 Q78 48 120 48 Q162 48 164 96 Q146 68 120 68 Q94 68 76 96Z" fill="${hair}"/>`,
    curly: [64, 84, 104, 124, 144, 164]
      .map((x, i) => `<circle cx="${x + 6}" cy="${62 - (i % 2) * 10}" r="19" fill="${hair}"/>`)
      .join(''),
    side: `<path d="M76 96 Q72 46 122 44 Q168 46 164 90 Q130 56 96 74 Q84 80 76 96Z" fill="${hair}"/>`,
    buzz: `<path d="M78 92 Q80 50 120 50 Q160 50 162 92 Q142 72 120 72 Q98 72 78 92Z" fill="${hair}" opacity="0.75"/>`,
  }[style];
  const glassesPath = glasses
    ? `<g fill="none" stroke="#0f1b2d" stroke-width="3"><circle cx="102" cy="104" r="11"/><circle cx="138" cy="104" r="11"/><path d="M113 104h14"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<rect width="240" height="240" fill="${backdrop}"/>
${hairBack}
<path d="M40 240 Q44 182 120 178 Q196 182 200 240Z" fill="${shirt}"/>
<rect x="106" y="140" width="28" height="40" rx="10" fill="${skin}"/>
<ellipse cx="120" cy="104" rx="44" ry="52" fill="${skin}"/>
${hairTop}
<circle cx="102" cy="104" r="4" fill="#0f1b2d"/><circle cx="138" cy="104" r="4" fill="#0f1b2d"/>
<path d="M106 130 Q120 140 134 130" fill="none" stroke="#7a3b2e" stroke-width="3" stroke-linecap="round"/>
${glassesPath}
</svg>
`;
}

/** Slugs of a folder of entry files (authors). */
const slugsIn = (folder) =>
  readdirSync(folder)
    .filter((file) => /\.(ts|yaml)$/.test(file) && file !== 'index.ts')
    .map((file) => file.replace(/\.(ts|yaml)$/, ''));

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
// Authors are written in the editor: a new one without a portrait shows the generic avatar.
write(
  'public/images/authors',
  [...slugsIn('content/authors/entries'), 'generated'].map((slug) => [slug, portrait(slug)]),
);
