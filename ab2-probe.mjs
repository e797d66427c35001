import { runLighthouseOnce } from '/work/main/scripts/lighthouse.mjs';
const [runs, ...paths] = process.argv.slice(2);
const bases = process.env.BASES.split(',');
const res = {};
for (let i = 0; i < Number(runs); i++) for (const path of paths) for (const base of bases) {
  const lhr = await runLighthouseOnce(base + path, { onlyCategories: ['performance'], disableFullPageScreenshot: true, ...(process.env.DEVTOOLS ? { throttlingMethod: 'devtools' } : {}) });
  const m = lhr.audits.metrics.details.items[0];
  (res[path + ' ' + base] ??= []).push([m.firstContentfulPaint, m.largestContentfulPaint, m.totalBlockingTime, lhr.categories.performance.score * 100, m.observedFirstPaint]);
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, rows] of Object.entries(res)) {
  const col = (i) => rows.map((r) => r[i]);
  console.log(k.padEnd(50), 'FCP', med(col(0)).toFixed(0), 'LCP', med(col(1)).toFixed(0), 'TBT', med(col(2)).toFixed(0), `(${col(2).map((x) => x.toFixed(0)).join(' ')})`, 'perf', med(col(3)), 'fp', med(col(4)).toFixed(0));
}
