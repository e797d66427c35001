// The intake CLI on a production install: a copy of the project installed with `npm ci --omit=dev` (no
// TypeScript, no test tools) reads what `next start` stored with `list`, `show`, `export` and `files`, as the team's
// e-mails tell people to run them, and invites the inbox's first admin (`staff invite`), as docs/inbox.md says. Install scripts are skipped and better-sqlite3's compiled addon is taken from this
// install (same package, same Node): it would otherwise compile from source for a minute and test nothing of ours.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer, tempDb } from './server.mjs';

const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const install = mkdtempSync(join(tmpdir(), 'intake-production-'));
const temp = tempDb();
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

describe('Intake CLI on a production install (npm ci --omit=dev)', () => {
  after(() => {
    rmSync(install, { recursive: true, force: true });
    temp.remove();
  });

  test('npm ci --omit=dev installs the project without TypeScript', () => {
    // The project's files as a clone has them (tests, docs and pictures are not needed to run the CLI).
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter((path) => path && existsSync(path) && !/^(tests|docs|bench|public)\//.test(path));
    for (const path of files) cpSync(path, join(install, path));
    const started = Date.now();
    const npm = spawnSync(
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: install, encoding: 'utf8' },
    );
    assert(npm.status === 0, `npm ci --omit=dev succeeds:\n${npm.stderr}`);
    console.log(`✓ npm ci --omit=dev in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert(!existsSync(join(install, 'node_modules/typescript')), 'a production install has no TypeScript');
    cpSync(ADDON, join(install, ADDON));
  });

  test('list, show, export, files and staff invite read and write what `next start` stored', async () => {
    const brief = pdf('production CLI brief', 20_000);
    const server = await startServer({ port: await freePort(), env: { INTAKE_DB: temp.db } });
    let id;
    try {
      const response = await fetch(`${server.url}/api/leads`, { method: 'POST', body: leadBody(3, brief) });
      assert(response.status === 201, `the lead is stored (201), not ${response.status}`);
      ({ id } = await response.json());
    } finally {
      await server.stop();
    }

    /** `npm run intake -- ...args` in the production install. */
    const intake = (...args) =>
      spawnSync('npm', ['run', '--silent', 'intake', '--', ...args], {
        cwd: install,
        encoding: 'utf8',
        env: { ...process.env, INTAKE_DB: temp.db },
      });
    const ran = (result, command) =>
      assert(result.status === 0, `\`intake ${command}\` exits 0, not ${result.status}:\n${result.stderr}`);

    const list = intake('list');
    ran(list, 'list');
    assert(list.stdout.includes(id) && list.stdout.includes('Load Tester 3'), `list shows the lead:\n${list.stdout}`);
    const show = intake('show', id);
    ran(show, 'show');
    assert(show.stdout.includes('tester-3@example.ro'), `show gives its e-mail address:\n${show.stdout}`);
    const csv = intake('export', '--format', 'csv');
    ran(csv, 'export');
    assert(csv.stdout.split('\n')[1]?.includes(id), `export gives it as a CSV row:\n${csv.stdout}`);
    const out = join(install, 'files-out');
    ran(intake('files', id, '--out', out), 'files');
    const [written] = readdirSync(out);
    assert(written && sha(readFileSync(join(out, written))) === sha(brief), 'files writes the brief, byte for byte');
    // The first admin of the inbox is invited here, on the server (docs/inbox.md).
    const invite = intake('staff', 'invite', 'ana@wolfpack-digital.com', '--name', 'Ana Pop', '--role', 'admin');
    ran(invite, 'staff invite');
    const staff = intake('staff', 'list');
    ran(staff, 'staff list');
    assert(
      /ana@wolfpack-digital\.com\s+Ana Pop\s+admin\s+active/.test(staff.stdout),
      `staff list shows her:\n${staff.stdout}`,
    );
    console.log(`✓ list, show, export, files and staff invite ran on the production install (lead ${id})`);
  });
});
