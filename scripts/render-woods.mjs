// Writes the layers of the hills-and-pines artwork (lib/brand/woods.ts) as SVG files next to the
// WavyWoods component, whose styles paint them. Run after changing the drawing: node scripts/render-woods.mjs
import { writeFileSync } from 'node:fs';
import './typescript.mjs';

const { WOODS_LAYERS, woodsSvg } = await import('../lib/brand/woods.ts');

for (const layer of Object.keys(WOODS_LAYERS)) {
  const file = new URL(`../components/artwork/WavyWoods/${layer}.svg`, import.meta.url);
  writeFileSync(file, woodsSvg(layer));
  console.log(`${file.pathname}: ${woodsSvg(layer).length} bytes`);
}
