// Rewrites the bench tables in bench/README.md (between the bench markers) from bench/results.json: the latest run
// of every view. `npm run bench` does this itself; run this after editing results.json by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import './typescript.mjs';

const { benchReadme } = await import('../tooling/bench/readme.ts');

const results = JSON.parse(readFileSync('bench/results.json', 'utf8'));
writeFileSync('bench/README.md', benchReadme(readFileSync('bench/README.md', 'utf8'), results));
