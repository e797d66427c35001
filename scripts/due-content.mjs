// Whether the content clock (content/schedule.ts) has published or closed anything since a build:
//   node scripts/due-content.mjs --since 2026-12-07T09:00:00.000Z
// prints one line per post or press item whose publication day has come, and per job whose closing day has passed,
// between that moment (the live build's `builtAt`, from /build-id.json) and now (or CONTENT_NOW); nothing when
// there is none. The hourly workflow (.github/workflows/schedule.yml) releases a new build only when it prints a line.
import { parseArgs } from 'node:util';
import './typescript.mjs';

const { dueChanges, clockedEntries } = await import('../tooling/content/due.ts');
const { contentNow } = await import('../content/schedule.ts');

const { since } = parseArgs({ options: { since: { type: 'string' } } }).values;
const sinceDate = new Date(since ?? '');
if (Number.isNaN(sinceDate.getTime())) {
  console.error(`due-content: give --since an ISO date-time, the live build's builtAt (it is "${since ?? ''}")`);
  process.exit(2);
}
for (const { file, change, day } of dueChanges(clockedEntries(), sinceDate, contentNow()))
  console.log(`${change} ${day}: ${file}`);
