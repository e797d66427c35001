// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUploadFolder, removeAbandonedUploadFolders } from '@/lib/intake/http/uploadFolder';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'upload-folder-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;

describe('upload folders', () => {
  it('makes a new folder readable by its owner only', async () => {
    const folder = await newUploadFolder(root);
    expect(basename(folder)).toMatch(/^intake-upload-/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('removes the folders a killed server left, not a running upload, nor anything else', async () => {
    const left = await newUploadFolder(root);
    writeFileSync(join(left, 'part-3'), '%PDF-1.4 a CV');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(left, twoHoursAgo, twoHoursAgo);
    const running = await newUploadFolder(root);
    const other = join(root, 'someone-else');
    mkdirSync(other);
    utimesSync(other, twoHoursAgo, twoHoursAgo);

    expect(await removeAbandonedUploadFolders(Date.now(), root)).toBe(1);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });
});
