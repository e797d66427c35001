// Starts the production server (`next start`, after `next build`) on a free port and stops it again.
// Used by the intake tests, the benchmark and the budget check.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `next start` with the given environment in `dir` (a built project; the site by default) and
 * waits until `probe` answers. Its standard error goes to ours, and is kept for `log()`.
 */
export async function startNextServer({ port, env = {}, dir = '.', probe = '/robots.txt' }) {
  const child = spawn(resolve(dir, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('next start did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** What the server has written to standard error so far. */
    log: () => log,
    /** Stops the server's whole process group with `signal` and waits for it to exit. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
      await exited;
    },
  };
}
