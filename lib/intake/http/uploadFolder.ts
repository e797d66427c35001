import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'intake-upload-';
/**
 * The folders of this server's uploads in flight: the sweep keeps them fresh. On globalThis, as the runtime is:
 * Next.js may load this module once for the route handlers and again for the instrumentation hook that sweeps.
 */
const shared = globalThis as typeof globalThis & { __intakeUploadFolders?: Set<string> };
const live = (shared.__intakeUploadFolders ??= new Set<string>());

/** A new folder, readable by the server's user only, for one request's files while they are checked and stored. */
export async function newUploadFolder(root = tmpdir()): Promise<string> {
  const folder = await mkdtemp(join(root, PREFIX));
  live.add(folder);
  return folder;
}

/** Removes a request's folder and its files, however the request ended. */
export async function removeUploadFolder(folder: string): Promise<void> {
  live.delete(folder);
  await rm(folder, { recursive: true, force: true });
}

/**
 * Marks this server's uploads in flight as alive (their folder's time set to `now`), then removes the folders
 * (personal data) that no server marked for `abandonedMs`: those of a server killed mid-upload. A running server
 * marks its own folders at least twice in that time (`sweepUploadFolders` every `abandonedMs / 2`), so another
 * server's uploads on the same disk are left alone. Returns how many it removed.
 */
export async function sweepUploadFolders(abandonedMs: number, now = Date.now(), root = tmpdir()): Promise<number> {
  const seconds = now / 1000;
  await Promise.all([...live].map((folder) => utimes(folder, seconds, seconds).catch(() => {})));
  let removed = 0;
  for (const name of await readdir(root)) {
    const folder = join(root, name);
    if (!name.startsWith(PREFIX) || live.has(folder)) continue;
    const stats = await stat(folder).catch(() => null);
    if (!stats?.isDirectory() || now - stats.mtimeMs < abandonedMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Sweeps now (what a killed server left before this one started) and every `abandonedMs / 2` while it runs. */
export function startUploadSweeper(abandonedMs: number, log: (message: string) => void): () => void {
  const sweep = () =>
    sweepUploadFolders(abandonedMs).then(
      (removed) => {
        if (removed > 0) log(`intake: removed ${removed} upload folder(s) a stopped server left behind`);
      },
      (error: Error) => log(`intake: could not sweep the upload folders: ${error.message}`),
    );
  void sweep();
  const timer = setInterval(sweep, abandonedMs / 2);
  timer.unref(); // never keeps a process alive on its own
  return () => clearInterval(timer);
}
