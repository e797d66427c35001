import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projects } from '@/content/projects';
import { projectPicture } from '@/tooling/artwork/projectPictures';

const committed = (src: string) => readFileSync(`public${src}`, 'utf8');

describe('the case study pictures', () => {
  it.each(projects.all.map((project) => [project.slug, project] as const))(
    'the committed picture of %s is the current drawing (node scripts/generate-illustrations.mjs)',
    (_, project) => {
      expect(committed(project.image.src)).toBe(projectPicture(project));
    },
  );

  it('draws a browser only for web products and one phone per mobile platform the entry lists', () => {
    const drawn = projects.all.map((project) => {
      const svg = committed(project.image.src);
      return [project.slug, ['browser', 'phone-ios', 'phone-android'].filter((id) => svg.includes(`id="${id}"`))];
    });
    const expected = projects.all.map((project) => [
      project.slug,
      [
        ...(project.platforms.includes('Web') ? ['browser'] : []),
        ...(project.platforms.includes('iOS') ? ['phone-ios'] : []),
        ...(project.platforms.includes('Android') ? ['phone-android'] : []),
      ],
    ]);
    expect(drawn).toEqual(expected);
    // Ledgerly and Huddle are phone apps only, Campus Quest a web app only.
    expect(Object.fromEntries(drawn)).toMatchObject({
      'ledgerly-budgeting': ['phone-ios', 'phone-android'],
      'huddle-sports-clubs': ['phone-ios', 'phone-android'],
      'campus-quest': ['browser'],
    });
  });

  it('keeps each picture the size of its entry, valid, text-free, style-free, under 8 KB and in its client palette', () => {
    for (const project of projects.all) {
      const svg = committed(project.image.src);
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.querySelector('parsererror'), project.slug).toBeNull();
      expect(document.documentElement.getAttribute('viewBox')).toBe(
        `0 0 ${project.image.width} ${project.image.height}`,
      );
      expect(document.querySelector('text'), project.slug).toBeNull();
      // The security policy sent with the file forbids styles inside it, and Firefox enforces it.
      expect(svg, project.slug).not.toMatch(/<style|style=/);
      expect(svg.length, project.slug).toBeLessThanOrEqual(8 * 1024);
      const used = project.designElements.palette.filter(({ hex }) => svg.includes(hex.toLowerCase()));
      expect(used.length, project.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses to draw a platform the product has no screen for, naming the entry', () => {
    const ledgerly = projects.get('ledgerly-budgeting', 'test');
    const campusQuest = projects.get('campus-quest', 'test');
    expect(() => projectPicture({ ...ledgerly, platforms: ['iOS', 'Web'] })).toThrow(
      'ledgerly-budgeting lists Web: draw its browser screen',
    );
    expect(() => projectPicture({ ...campusQuest, platforms: ['Web', 'Android'] })).toThrow(
      'campus-quest lists a phone platform: draw its phone screens',
    );
    expect(() => projectPicture({ ...ledgerly, slug: 'new-project' })).toThrow(
      'new-project: add its picture to tooling/artwork/projectPictures.ts',
    );
  });
});
