import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'intake-upload-';
/** No upload takes this long (Node.js ends a request after 5 minutes): an older folder's server is gone. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** A new folder, readable by the server's user only, for one request's files while they are checked and stored. */
export const newUploadFolder = (root = tmpdir()) => mkdtemp(join(root, PREFIX));

/**
 * Removes the upload folders a server killed mid-upload left behind (they hold personal data): only those older
 * than any upload takes, so another server's uploads on the same machine are left alone. Returns how many.
 */
export async function removeAbandonedUploadFolders(now = Date.now(), root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = join(root, name);
    const stats = await stat(folder).catch(() => null);
    if (!stats?.isDirectory() || now - stats.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
