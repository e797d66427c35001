// Start-up: a setting that is not valid stops `next start` with one line naming the variable (no stack
// trace); a PostgreSQL database that is down when the server starts leaves the pages served, the forms
// answering 503 with Retry-After, and the health check answering 503.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer } from './server.mjs';

describe('Intake start-up (a bad setting, a database that is down)', () => {
  test('a bad DATABASE_URL stops next start with one line naming it, no stack trace', async () => {
    const port = await freePort();
    const child = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: 'mysql://intake@db.internal/site' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    assert(code === 1, `next start with a bad DATABASE_URL exited with ${code}, expected 1:\n${output}`);
    assert(
      output.includes(
        'The server cannot start: Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL. See .env.example.',
      ),
      `the start-up error does not name DATABASE_URL:\n${output}`,
    );
    assert(!/^\s+at /m.test(output), `the start-up error printed a stack trace:\n${output}`);
  });

  test('with the database down, pages answer 200, forms 503 with Retry-After, the health check 503', async () => {
    const server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: 'postgres://intake@127.0.0.1:9/site', DATABASE_CONNECT_TIMEOUT_MS: '500' },
    });
    let page;
    let health;
    let form;
    try {
      page = await fetch(`${server.url}/contact`);
      health = await fetch(`${server.url}/api/health`);
      form = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(1, pdf('down')) });
    } finally {
      await server.stop();
    }
    assert(page.status === 200, `/contact answered ${page.status} while the database was down`);
    assert(health.status === 503, `the health check answered ${health.status} while the database was down`);
    assert(
      form.status === 503 && form.headers.get('retry-after') === '30',
      `a form answered ${form.status} (Retry-After ${form.headers.get('retry-after')}) while the database was down`,
    );
  });
});
