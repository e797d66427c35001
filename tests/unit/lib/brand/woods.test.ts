// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WOODS_LAYERS, woodsSvg, type WoodsLayer } from '@/lib/brand/woods';

describe('the hills-and-pines artwork', () => {
  it.each(Object.keys(WOODS_LAYERS) as WoodsLayer[])(
    'the committed %s.svg is the current drawing (node scripts/render-woods.mjs)',
    (layer) => {
      expect(readFileSync(`components/artwork/WavyWoods/${layer}.svg`, 'utf8')).toBe(woodsSvg(layer));
    },
  );

  it('draws whole pines with coordinates rounded to a tenth of a pixel', () => {
    const near = woodsSvg('near');
    expect(near).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1440 160">/);
    // 22 pines of four closed shapes each, then the hill.
    expect(WOODS_LAYERS.near[0].match(/Z/g)).toHaveLength(22 * 4);
    expect(near).not.toMatch(/\d\.\d{2,}/);
  });
});
