import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { technologyTags } from '@/lib/technologies';

const get = (slug: string) => technologies.get(slug, 'test');

describe('technologyTags', () => {
  it('keeps the order, links a technology with a page and keeps a tool without one as a plain name', () => {
    expect(technologyTags([{ name: 'Swift' }, 'flutter'], get)).toEqual([
      { name: 'Swift' },
      { name: 'Flutter', slug: 'flutter' },
    ]);
  });

  it('fails on a slug without an entry, naming who refers to it', () => {
    expect(() => technologyTags(['swift'], (slug) => technologies.get(slug, 'service ios'))).toThrow(/service ios/);
  });

  it('names Swift on the iOS page and Kotlin on the Android page', () => {
    const names = (slug: string) =>
      technologyTags(services.get(slug, 'test').technologies, get).map((technology) => technology.name);
    expect(names('ios').slice(0, 2)).toEqual(['Swift', 'SwiftUI']);
    expect(names('android').slice(0, 2)).toEqual(['Kotlin', 'Jetpack Compose']);
  });
});
