import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The build's first step (scripts/check-content.mjs) over a copy of the site's content with two broken entries an
 * editor could save: a job whose YAML has a tab, and a post with a code block in a language the site does not
 * colour. Run as the build runs it, from the copy's root.
 */

const root = process.cwd();
const POST = 'content/blog/entries/design-systems-that-survive-the-second-product.mdoc';
const JOB = 'content/jobs/entries/tabbed-designer.yaml';
let site: string;
let checked: ReturnType<typeof spawnSync>;
let fenceLine: number;

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  for (const folder of ['content', 'public'])
    cpSync(path.join(root, folder), path.join(site, folder), { recursive: true });
  const job = readFileSync(path.join(root, 'content/jobs/entries/product-designer.yaml'), 'utf8');
  writeFileSync(path.join(site, JOB), job.replace('\n  title: Product Designer', '\n\ttitle: Product Designer'));
  const post = `${readFileSync(path.join(root, POST), 'utf8').trimEnd()}\n\n\`\`\`klingon\nQapla\n\`\`\`\n`;
  writeFileSync(path.join(site, POST), post);
  fenceLine = post.split('\n').indexOf('```klingon') + 1;
  checked = spawnSync('node', [path.join(root, 'scripts/check-content.mjs')], { cwd: site, encoding: 'utf8' });
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('scripts/check-content.mjs, the build’s first step', () => {
  it('fails with one line per broken entry, naming its file and the problem, and nothing after them', () => {
    expect(checked.status).toBe(1);
    expect(String(checked.stderr).trimEnd().split('\n')).toEqual([
      `Invalid blog posts entry (${POST}): line ${fenceLine}: Unknown code language "klingon" (one of: typescript, javascript, json, bash, shell, html, vue, xml, css, scss, kotlin, swift, dart, ruby, python, yaml, sql, diff, plaintext)`,
      `${JOB} (line 3): not valid YAML: Tabs are not allowed as indentation`,
    ]);
    expect(checked.stdout).toBe('');
  });
});
