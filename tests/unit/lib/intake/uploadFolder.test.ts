// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUploadFolder, removeUploadFolder, sweepUploadFolders } from '@/lib/intake/http/uploadFolder';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'upload-folder-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const MINUTE = 60 * 1000;

describe('upload folders', () => {
  it('makes a new folder readable by its owner only', async () => {
    const folder = await newUploadFolder(root);
    expect(basename(folder)).toMatch(/^intake-upload-/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('removes the folders a killed server left, not a running upload of its own or of another server, nor anything else', async () => {
    const ABANDONED = 2 * MINUTE;
    const start = Date.now();
    const left = await newUploadFolder(root);
    writeFileSync(join(left, 'part-3'), '%PDF-1.4 a CV');
    // A folder of another server (made outside this module) that stopped marking it three minutes ago.
    const another = mkdtempSync(join(root, 'intake-upload-'));
    const mine = await newUploadFolder(root);
    const other = join(root, 'someone-else');
    mkdirSync(other);
    await removeUploadFolder(left); // this server's request ended: gone at once, and no longer its own
    const kept = mkdtempSync(join(root, 'intake-upload-'));
    writeFileSync(join(kept, 'part-1'), '%PDF-1.4 a live upload elsewhere');
    const threeMinutesAgo = new Date(start - 3 * MINUTE);
    for (const folder of [another, mine, other]) utimesSync(folder, threeMinutesAgo, threeMinutesAgo);
    const oneMinuteAgo = new Date(start - MINUTE);
    utimesSync(kept, oneMinuteAgo, oneMinuteAgo); // marked by its server within the last half

    expect(existsSync(left)).toBe(false);
    expect(await sweepUploadFolders(ABANDONED, start, root)).toBe(1);
    expect(existsSync(another)).toBe(false);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(other)).toBe(true);
    // Its own upload in flight is marked fresh, so another server's sweep leaves it too.
    expect(existsSync(mine)).toBe(true);
    expect(start - statSync(mine).mtimeMs).toBeLessThan(1000);
    await removeUploadFolder(mine);
  });
});
