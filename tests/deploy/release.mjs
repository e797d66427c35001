// The release procedure on loopback, with the real Caddy, supervisor and deploy/ files: while clients request
// pages and their scripts and post leads (every fifth with a 5 MB file) for the whole run, release B over A, then
// roll back to A. Asserts 0 failed requests, every acknowledged lead stored once, B's build id served after the
// release and A's after the rollback. Two set-ups, side by side, from one packaging of A and B (their slots' ports
// from two ranges): one server with SQLite; two servers sharing PostgreSQL (TEST_DATABASE_URL; skipped without it) behind a load
// balancer, released one after the other. Prints each switch's seconds and writes test-results/release-<set-up>.json.
// Skipped where Caddy or supervisor is not installed (`bash .ci/run` installs both).
//
// B is A's build given another build id (a second `next build` would double the test's time): the switch, the
// drain, the shared static files and the build-id check see two releases; the code is the same.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, openSqliteStore, pdf, throwawayDatabase, withoutPostgres } from '../intake/server.mjs';

const root = resolve(import.meta.dirname, '../..');
const notInstalled = [
  ['caddy', 'Caddy'],
  ['supervisord', 'supervisor'],
]
  .filter(([command]) => spawnSync('which', [command], { stdio: 'ignore' }).status !== 0)
  .map(([, name]) => name);

const portIsFree = (port) =>
  new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/** The prefixes taken by this run's servers: a slot's port is free while it restarts, yet not for the taking. */
const prefixesTaken = new Set();

/**
 * A prefix P from `first` to `first + 74` whose ports P1 and P2 are free: deploy/supervisor.conf gives slot N the port
 * 300N, P replaces 300. The two set-ups, which run at the same time, draw from two ranges.
 */
async function freePortPrefix(first) {
  for (;;) {
    const prefix = String(first + Math.floor(Math.random() * 75));
    if (prefixesTaken.has(prefix)) continue;
    if ((await portIsFree(Number(`${prefix}1`))) && (await portIsFree(Number(`${prefix}2`)))) {
      prefixesTaken.add(prefix);
      return prefix;
    }
  }
}

async function waitFor(what, check, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${seconds} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Release A (this checkout's build, packaged as the pipeline would) and B (the same with another build id). */
const releases = {};

/** Packages A and B in `folder`, into `releases`. */
function packageReleases(folder) {
  const releaseA = join(folder, 'artifact-a');
  execFileSync('bash', [join(root, 'deploy/package.sh'), releaseA], { cwd: root, stdio: 'inherit' });
  const idA = readFileSync(join(releaseA, '.next/BUILD_ID'), 'utf8').trim();
  const idB = `${idA.split('-')[0]}-${randomBytes(4).toString('hex')}`;
  const releaseB = join(folder, 'artifact-b');
  execFileSync('cp', ['-al', releaseA, releaseB]);
  // sed -i writes each file anew, so A's linked copies keep A's id.
  execFileSync(
    'bash',
    [
      '-c',
      `grep -rlF --null "${idA}" .next | xargs -0 sed -i "s/${idA}/${idB}/g" && mv .next/static/${idA} .next/static/${idB}`,
    ],
    { cwd: releaseB },
  );
  writeFileSync(join(releaseB, '.next/BUILD_ID'), idB);
  Object.assign(releases, { releaseA, releaseB, idA, idB });
}

/** Declares the test of one set-up: one server on SQLite, or two on PostgreSQL (`postgres`). */
function releaseUnderLoad({ postgres }) {
  const setUp = postgres ? 'two servers on PostgreSQL, one after the other' : 'one server on SQLite';
  const skip =
    notInstalled.length > 0
      ? `${notInstalled.join(' and ')} not installed (apt-get install caddy supervisor)`
      : postgres && withoutPostgres;
  let work;
  let database = null;
  const processes = [];
  let outcome;
  let keepLogs = false;
  /** Whether the visitors and senders keep going (the clean-up stops them too, after a failed switch). */
  let running = false;

  /** A long-running program of the test (Caddy, supervisord), stopped at the end. */
  function daemon(command, args, env, logFile) {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = [];
    child.stdout.on('data', (chunk) => log.push(chunk));
    child.stderr.on('data', (chunk) => log.push(chunk));
    child.on('exit', () => writeFileSync(logFile, Buffer.concat(log)));
    processes.push(child);
    return child;
  }

  /** One server: its folder, supervisord with deploy/supervisor.conf, Caddy with deploy/Caddyfile. */
  async function startServer(index) {
    const home = join(work, `server-${index}`);
    mkdirSync(join(home, 'shared/data'), { recursive: true });
    mkdirSync(join(home, 'log'));
    const prefix = await freePortPrefix(postgres ? 575 : 500);
    writeFileSync(
      join(home, 'shared/site.env'),
      [
        postgres ? `DATABASE_URL=${database.url}` : `INTAKE_DB=${join(home, 'shared/data/intake.db')}`,
        'INTAKE_RATE_LIMIT=0',
        'INTAKE_SITE_SUBMISSIONS_PER_MINUTE=0',
        'INTAKE_TRUSTED_PROXY_HOPS=1',
        // Caddy checks health every second; a request it still sends after the slot has gone finds the port
        // closed and is sent to the other slot (deploy/Caddyfile), so a short drain loses nothing either.
        'SERVER_DRAIN_SECONDS=1',
        ...(process.env.CONTENT_NOW ? [`CONTENT_NOW=${process.env.CONTENT_NOW}`] : []),
        '',
      ].join('\n'),
    );
    const supervisorConf = join(home, 'supervisord.conf');
    const socket = join(home, 'supervisor.sock');
    writeFileSync(
      supervisorConf,
      [
        `[unix_http_server]\nfile=${socket}\n`,
        `[supervisord]\nlogfile=${join(home, 'log/supervisord.log')}\npidfile=${join(home, 'supervisord.pid')}\nnodaemon=true\n`,
        `[rpcinterface:supervisor]\nsupervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface\n`,
        `[supervisorctl]\nserverurl=unix://${socket}\n`,
        readFileSync(join(root, 'deploy/supervisor.conf'), 'utf8')
          .replaceAll('/srv/wolfpack', home)
          .replaceAll('/var/log/wolfpack', join(home, 'log'))
          .replaceAll('/usr/bin/node', process.execPath)
          .replaceAll('--port 300%(process_num)d', `--port ${prefix}%(process_num)d`)
          .replace(/^user=.*$/m, ''),
      ].join('\n'),
    );
    daemon('supervisord', ['-c', supervisorConf], {}, join(home, 'log/supervisord.out'));
    await waitFor('supervisord listens', () => existsSync(socket));
    const caddyPort = await freePort();
    const caddyEnv = {
      SITE_ADDRESS: `http://127.0.0.1:${caddyPort}`,
      WOLFPACK_HOME: home,
      WOLFPACK_SLOTS: `127.0.0.1:${prefix}1 127.0.0.1:${prefix}2`,
      CADDY_ADMIN: 'off',
      XDG_DATA_HOME: join(home, 'caddy'),
      XDG_CONFIG_HOME: join(home, 'caddy'),
    };
    daemon(
      'caddy',
      ['run', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      caddyEnv,
      join(home, 'log/caddy.log'),
    );
    const releaseEnv = {
      ...process.env,
      WOLFPACK_HOME: home,
      WOLFPACK_SUPERVISORCTL: `supervisorctl -c ${supervisorConf}`,
      WOLFPACK_PORT_PREFIX: prefix,
      // Caddy checks health every second (deploy/Caddyfile).
      WOLFPACK_PROXY_NOTICE_SECONDS: '1.5',
    };
    /** Runs deploy/release.sh on this server; resolves with the seconds it took. */
    const release = (...args) =>
      new Promise((done, fail) => {
        const started = performance.now();
        const child = spawn('bash', [join(root, 'deploy/release.sh'), ...args], { env: releaseEnv, stdio: 'inherit' });
        child.on('exit', (code) =>
          code === 0
            ? done((performance.now() - started) / 1000)
            : fail(new Error(`release.sh ${args[0]}: exit ${code}`)),
        );
      });
    return { home, url: `http://127.0.0.1:${caddyPort}`, release, db: join(home, 'shared/data/intake.db') };
  }

  describe(setUp, () => {
    before(async () => {
      if (skip) return;
      work = mkdtempSync(join(tmpdir(), 'release-'));
      if (postgres) database = await throwawayDatabase('release');
      const { releaseA, releaseB, idA, idB } = releases;
      const servers = [await startServer(1)];
      if (postgres) servers.push(await startServer(2));
      // The first deployment of A on each server, before any visitor comes.
      await Promise.all(servers.map((server) => server.release(releaseA)));
      let front = servers[0].url;
      if (postgres) {
        // The hosting's load balancer, here Caddy again: round robin over the servers, each checked at /api/health.
        const port = await freePort();
        const lbConf = join(work, 'lb.Caddyfile');
        writeFileSync(
          lbConf,
          `{\n\tadmin off\n}\nhttp://127.0.0.1:${port} {\n\treverse_proxy ${servers.map((s) => s.url.replace('http://', '')).join(' ')} {\n\t\tlb_policy round_robin\n\t\tlb_try_duration 30s\n\t\thealth_uri /api/health\n\t\thealth_interval 1s\n\t}\n}\n`,
        );
        daemon(
          'caddy',
          ['run', '--config', lbConf, '--adapter', 'caddyfile'],
          { XDG_DATA_HOME: join(work, 'lb'), XDG_CONFIG_HOME: join(work, 'lb') },
          join(work, 'lb.log'),
        );
        front = `http://127.0.0.1:${port}`;
      }
      await waitFor(
        'the front answers with A',
        async () => (await (await fetch(`${front}/build-id.json`)).json()).buildId === idA,
      );

      // Visitors for the whole run: pages with their first script, and leads.
      const failures = [];
      const acknowledged = new Map();
      let requests = 0;
      let leads = 0;
      running = true;
      const buildsSeen = new Set();
      const pages = ['/', '/contact', '/blogposts', '/jobs', '/projects', '/services'];
      // A visitor's moment between requests: requests keep arriving through every switch without the machine's two
      // cores spent on the load alone (npm test runs other tests beside this one).
      const pause = () => new Promise((done) => setTimeout(done, 100));
      async function visitor(number) {
        for (let round = 0; running; round += 1) {
          const path = pages[(number + round) % pages.length];
          try {
            requests += 1;
            const page = await fetch(`${front}${path}`);
            const html = await page.text();
            if (page.status !== 200) failures.push(`GET ${path}: ${page.status}`);
            const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
            if (script) {
              requests += 1;
              const asset = await fetch(`${front}${script}`);
              await asset.arrayBuffer();
              if (asset.status !== 200) failures.push(`GET ${script} (from ${path}): ${asset.status}`);
            }
            requests += 1;
            const build = await fetch(`${front}/build-id.json`);
            buildsSeen.add((await build.json()).buildId);
          } catch (error) {
            failures.push(`GET ${path}: ${error.cause?.code ?? error.message}`);
          }
          await pause();
        }
      }
      async function sender(number) {
        for (let round = 0; running; round += 1) {
          const index = number * 10_000 + round;
          const bytes = round % 5 === 0 ? pdf(`release ${index}`, 5 * 1024 * 1024) : pdf(`release ${index}`, 2_000);
          try {
            requests += 1;
            leads += 1;
            const response = await fetch(`${front}/api/leads`, {
              method: 'POST',
              body: leadBody(index, bytes),
              headers: { 'Idempotency-Key': randomUUID() },
            });
            const answer = await response.text();
            if (response.status === 201) acknowledged.set(JSON.parse(answer).id, `tester-${index}@example.ro`);
            else failures.push(`POST lead ${index}: ${response.status} ${answer.slice(0, 200)}`);
          } catch (error) {
            failures.push(`POST lead ${index}: ${error.cause?.code ?? error.message}`);
          }
          await pause();
        }
      }
      const load = Promise.all([
        ...Array.from({ length: 2 }, (_, n) => visitor(n)),
        ...Array.from({ length: 2 }, (_, n) => sender(n + 1)),
      ]);
      const settle = () => new Promise((done) => setTimeout(done, 1000));
      await settle();

      const switches = {};
      // Several servers: stage B on every one first, so that a page of B finds its scripts whichever server answers.
      for (const server of servers) await server.release('stage', releaseB);
      switches.release = [];
      for (const server of servers) switches.release.push(await server.release('switch', idB));
      const afterRelease = (await (await fetch(`${front}/build-id.json`)).json()).buildId;
      await settle();
      switches.rollback = [];
      for (const server of servers) switches.rollback.push(await server.release('rollback'));
      const afterRollback = (await (await fetch(`${front}/build-id.json`)).json()).buildId;
      await settle();
      running = false;
      await load;

      // Every lead acknowledged is stored, once.
      let stored;
      if (postgres) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        stored = (await client.query(`SELECT id, fields FROM submissions WHERE kind = 'lead'`)).rows.map((row) => ({
          id: row.id,
          email: JSON.parse(row.fields).email,
        }));
        await client.end();
      } else {
        const store = openSqliteStore(servers[0].db, { mustExist: true });
        stored = (await store.list()).map((submission) => ({ id: submission.id, email: submission.fields.email }));
        await store.close();
      }
      const storedIds = new Set(stored.map(({ id }) => id));
      const missing = [...acknowledged.keys()].filter((id) => !storedIds.has(id));
      const emails = stored.map(({ email }) => email);
      const twice = emails.length - new Set(emails).size;

      const result = {
        setUp,
        requests,
        failures: failures.length,
        leadsSent: leads,
        leadsAcknowledged: acknowledged.size,
        leadsStored: stored.length,
        releaseSeconds: switches.release.map((s) => Number(s.toFixed(1))),
        rollbackSeconds: switches.rollback.map((s) => Number(s.toFixed(1))),
        buildsSeen: [...buildsSeen],
      };
      mkdirSync(join(root, 'test-results'), { recursive: true });
      writeFileSync(
        join(root, `test-results/release-${postgres ? 'postgres' : 'sqlite'}.json`),
        JSON.stringify(result, null, 2),
      );
      console.log(
        `Release on ${setUp}: ${requests} requests, ${failures.length} failed; ${acknowledged.size} of ${leads} leads ` +
          `acknowledged, ${stored.length} stored; B live after ${result.releaseSeconds.join(' + ')} s, A back after ` +
          `${result.rollbackSeconds.join(' + ')} s`,
      );
      outcome = {
        failures,
        acknowledged,
        leads,
        missing,
        twice,
        stored,
        afterRelease,
        afterRollback,
        buildsSeen,
        idA,
        idB,
      };
    });

    after(async () => {
      running = false;
      if (!work) return;
      // supervisord stops the slots (each drains) before it exits; whatever is left after 30 s is killed.
      const exited = (child) =>
        child.exitCode !== null || child.signalCode !== null ? null : new Promise((done) => child.once('exit', done));
      for (const child of processes) child.kill('SIGTERM');
      const waited = Promise.all(processes.map(exited));
      const timer = setTimeout(() => {
        for (const child of processes) {
          spawn('pkill', ['-KILL', '-P', String(child.pid)]);
          child.kill('SIGKILL');
        }
      }, 30_000);
      await waited;
      clearTimeout(timer);
      await database?.drop();
      if (keepLogs || !outcome) console.error(`Logs kept in ${work}`);
      else rmSync(work, { recursive: true, force: true });
    });

    /** A test of the outcome; a failed one keeps the servers' logs. */
    const check = (name, assertions) =>
      test(name, { skip }, () => {
        try {
          assertions(outcome);
        } catch (error) {
          keepLogs = true;
          throw error;
        }
      });
    check('no request fails through the release and the rollback', ({ failures }) => {
      assert(failures.length === 0, `${failures.length} requests failed:\n${failures.slice(0, 10).join('\n')}`);
    });
    check(
      'every lead is acknowledged, and every acknowledged lead is stored once',
      ({ acknowledged, leads, missing, twice, stored }) => {
        assert(acknowledged.size === leads, `${leads - acknowledged.size} leads were not acknowledged`);
        assert(
          missing.length === 0,
          `${missing.length} acknowledged leads are not stored: ${missing.slice(0, 3).join(', ')}`,
        );
        assert(twice === 0, `${twice} leads were stored twice`);
        assert(stored.length === acknowledged.size, `${stored.length} stored for ${acknowledged.size} acknowledged`);
      },
    );
    check(
      "B's build is served after the release, A's after the rollback, and visitors saw both",
      ({ afterRelease, afterRollback, buildsSeen, idA, idB }) => {
        assert(afterRelease === idB, `after the release the site served build ${afterRelease}, not B (${idB})`);
        assert(afterRollback === idA, `after the rollback the site served build ${afterRollback}, not A (${idA})`);
        assert(buildsSeen.has(idA) && buildsSeen.has(idB), `visitors saw builds ${[...buildsSeen].join(', ')}`);
      },
    );
  });
}

// The two set-ups at once: most of their time is waiting for servers to start and drain.
describe('Release B over A and roll back with no failed request or lost lead', { concurrency: 2 }, () => {
  const artifacts = mkdtempSync(join(tmpdir(), 'release-artifacts-'));
  before(() => {
    if (notInstalled.length === 0) packageReleases(artifacts);
  });
  after(() => rmSync(artifacts, { recursive: true, force: true }));
  releaseUnderLoad({ postgres: false });
  releaseUnderLoad({ postgres: true });
});
