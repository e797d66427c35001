// The preview's front door on loopback: the real Caddy with deploy/Caddyfile.preview in front of `next start` of this
// checkout's build, with the content editor in GitHub mode. Asserts that the preview needs its password (401 without
// it or with a wrong one, 200 with it), that its pages tell search engines not to index them, that Caddy refuses to
// start without a password hash, and that the editor's GitHub sign-in, asked through the proxy with another Host,
// sends GitHub the site's configured callback address (the origin the build's robots.txt names), not that Host's.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort, startNextServer } from '../../scripts/next-server.mjs';

const skip =
  spawnSync('which', ['caddy'], { stdio: 'ignore' }).status !== 0 &&
  'Caddy is not installed (apt-get install caddy; bash .ci/run does)';
const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'preview-'));
const user = 'editor';
const password = 'a-preview-password';
const auth = `${user}:${password}`;

/** Caddy's environment for the preview's site block, the wrapper that imports it, and what `env` adds. */
function caddyConfig(env) {
  const config = join(work, 'Caddyfile');
  // What /etc/caddy/Caddyfile gives it on a server (its global options), here without the admin endpoint.
  writeFileSync(config, `{\n\tadmin off\n}\nimport ${join(root, 'deploy/Caddyfile.preview')}\n`);
  return {
    args: ['--config', config, '--adapter', 'caddyfile'],
    env: { ...process.env, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work, ...env },
  };
}

/** A GET through the preview with any Host header (fetch cannot send another Host). */
const get = (port, path, { host = `127.0.0.1:${port}`, auth } = {}) =>
  new Promise((done, fail) => {
    const headers = { host, ...(auth && { authorization: `Basic ${Buffer.from(auth).toString('base64')}` }) };
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode, headers: response.headers, body }));
    })
      .on('error', fail)
      .end();
  });

let next;
let caddy;
let port;

describe('Preview front door: password, noindex, the editor’s sign-in callback (Caddy, tests/deploy/preview.mjs)', () => {
  before(async () => {
    if (skip) return;
    const hash = execFileSync('caddy', ['hash-password', '--plaintext', password]).toString().trim();
    const nextPort = await freePort();
    next = await startNextServer({
      port: nextPort,
      env: {
        INTAKE_DB: join(work, 'intake.db'),
        KEYSTATIC_GITHUB_REPO: 'wolfpack-digital/website',
        KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.preview-test',
        KEYSTATIC_GITHUB_CLIENT_SECRET: 'preview-test-secret',
        KEYSTATIC_SECRET: 'p'.repeat(32),
      },
    });
    port = await freePort();
    const { args, env } = caddyConfig({
      // Any Host on this port reaches the preview's block, as a forged one would reach a server's.
      PREVIEW_ADDRESS: `http://:${port}`,
      PREVIEW_USER: user,
      PREVIEW_PASSWORD_HASH: hash,
      PREVIEW_SLOTS: `127.0.0.1:${nextPort}`,
    });
    caddy = spawn('caddy', ['run', ...args], { env, stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while ((await get(port, '/').catch(() => ({ status: 0 }))).status === 0) {
      if (Date.now() > deadline) throw new Error('Caddy did not answer within 30 s');
      await new Promise((done) => setTimeout(done, 200));
    }
  });
  after(async () => {
    caddy?.kill('SIGTERM');
    await next?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  test('Caddy refuses to start the preview without PREVIEW_PASSWORD_HASH', { skip }, () => {
    const unhashed = spawnSync('caddy', ['validate', ...caddyConfig({}).args], caddyConfig({}));
    assert(unhashed.status !== 0, 'Caddy started the preview without PREVIEW_PASSWORD_HASH');
  });

  test('without the password, or with a wrong one: 401 asking for it', { skip }, async () => {
    const anonymous = await get(port, '/');
    assert(anonymous.status === 401, `without the password: ${anonymous.status}, not 401`);
    assert(/^Basic /.test(anonymous.headers['www-authenticate'] ?? ''), 'a 401 without WWW-Authenticate: Basic');
    const wrong = await get(port, '/', { auth: `${user}:not-the-password` });
    assert(wrong.status === 401, `with a wrong password: ${wrong.status}, not 401`);
  });

  test('with the password: 200, and every page says noindex, nofollow', { skip }, async () => {
    for (const path of ['/', '/blogposts', '/sitemap.xml']) {
      const page = await get(port, path, { auth });
      assert(page.status === 200, `${path} with the password: ${page.status}, not 200`);
      assert(
        page.headers['x-robots-tag'] === 'noindex, nofollow',
        `${path}: X-Robots-Tag ${page.headers['x-robots-tag']}`,
      );
    }
  });

  test(
    "the editor's GitHub sign-in, asked with another Host, sends GitHub the site's own callback",
    { skip },
    async () => {
      const robots = await get(port, '/robots.txt', { auth });
      const siteOrigin = new URL(/^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? 'about:blank').origin;
      const callback = `${siteOrigin}/api/keystatic/github/oauth/callback`;
      const signIn = await get(port, '/api/keystatic/github/login', { host: 'attacker.example', auth });
      const location = new URL(signIn.headers.location ?? 'about:blank');
      assert(
        signIn.status === 307 &&
          `${location.origin}${location.pathname}` === 'https://github.com/login/oauth/authorize',
        `the sign-in through the proxy answered ${signIn.status} to ${signIn.headers.location}, not GitHub's sign-in`,
      );
      assert(
        location.searchParams.get('redirect_uri') === callback,
        `the sign-in sent GitHub ${location.searchParams.get('redirect_uri')} as its callback, not ${callback}`,
      );
    },
  );
});
