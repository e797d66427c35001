// The benchmark's framework floor (bench/next-floor/): a bare App Router page, built and served from a
// temporary copy. Built in place, Next would take the site's config, proxy and instrumentation: it looks
// for them up to the folder of the repository's lockfile.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNextServer } from './next-server.mjs';

/** Builds the floor page in a temporary folder and serves it with `next start` on `port`. */
export async function startNextFloor({ port }) {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  try {
    cpSync('bench/next-floor', dir, { recursive: true });
    // Hard links: a copy in a few seconds, which Turbopack accepts (it refuses a symlink out of the project).
    execFileSync('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
    const build = spawnSync(join(dir, 'node_modules/.bin/next'), ['build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`next build of the floor page failed (exit ${build.status})`);
    const server = await startNextServer({ port, dir, probe: '/' });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
