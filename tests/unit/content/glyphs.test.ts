// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_GLYPHS } from '@/tooling/fonts/glyphs';

/** The copy's characters: every source of content, pages and components, with HTML entities read as characters. */
function copyCharacters(): Map<string, string> {
  const entities: Record<string, string> = { ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', mdash: '—', ndash: '–' };
  const found = new Map<string, string>();
  for (const folder of ['content', 'app', 'components']) {
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx)$/.test(file)) continue;
      const path = join(folder, file);
      const text = readFileSync(path, 'utf8').replace(
        /&([a-z]+);/g,
        (entity, name: string) => entities[name] ?? entity,
      );
      for (const character of text) if (!found.has(character)) found.set(character, path);
    }
  }
  return found;
}

describe('the brand fonts', () => {
  it('carry every character of the copy', () => {
    const missing = [...copyCharacters()]
      .filter(([character]) => character !== '\n' && !FONT_GLYPHS.includes(character))
      .map(([character, path]) => `${character} (U+${character.codePointAt(0)!.toString(16)}) in ${path}`);
    // Add each to tooling/fonts/glyphs.ts, then run `npm run fonts`.
    expect(missing).toEqual([]);
  });

  it('were cut from the current character set', () => {
    expect(readFileSync('styles/fonts/glyphs.txt', 'utf8')).toBe(`${FONT_GLYPHS}\n`);
  });
});
