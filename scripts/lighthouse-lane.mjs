// One Lighthouse lane of scripts/budgets.mjs, in a process of its own (Lighthouse keeps state per process) with a
// Chromium of its own: it scores each page its parent sends, one at a time, and answers with the page's scores.
import { launchChromium, runLighthouse } from './lighthouse.mjs';
import './typescript.mjs';

const { categoryResult } = await import('../tooling/bench/lighthouse.ts');
const { scoredCategories } = await import('../tooling/budgets/budgets.ts');

const chromium = await launchChromium();
process.on('disconnect', () => {
  chromium.kill();
  process.exit(0);
});
process.on('message', async ({ url }) => {
  try {
    // The scores read the page, not its timings, so Lighthouse's default quiet windows of 1 s are enough
    // ('simulate'; 'provided' waits 5.25 s after each load, three times as long).
    const lhr = await runLighthouse(chromium, url, {
      onlyCategories: scoredCategories,
      disableFullPageScreenshot: true,
      throttlingMethod: 'simulate',
    });
    process.send({ scores: Object.fromEntries(scoredCategories.map((c) => [c, categoryResult(lhr, c)])) });
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.send({ ready: true });
