// No personal data left behind: two `next start` servers share a temporary directory. Server A is killed with
// SIGKILL in the middle of an upload, leaving that upload's folder (part of a CV) behind; server B, running, removes
// it within INTAKE_UPLOAD_ABANDONED_SECONDS (4 s here) plus one sweep, while its own upload, trickling in for
// longer than that, is left alone and stored. Then `npm run intake -- purge` deletes that lead, and neither the
// e-mail address nor the CV's bytes can be found in the SQLite file or its write-ahead log.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort, leadBody, pdf, startServer, tempDb } from './server.mjs';

const ABANDONED_SECONDS = 4;
/** Text in the CV of server B's lead, looked for in the database's files after the purge. */
const secret = 'SECRET-CV-5e1d';
const uploads = mkdtempSync(join(tmpdir(), 'intake-leftovers-'));
const dbA = tempDb();
const dbB = tempDb();
const env = (db) => ({ INTAKE_DB: db.db, TMPDIR: uploads, INTAKE_UPLOAD_ABANDONED_SECONDS: String(ABANDONED_SECONDS) });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const folders = () => readdirSync(uploads).filter((name) => name.startsWith('intake-upload-'));
const folderBytes = (name) =>
  readdirSync(join(uploads, name)).reduce((sum, file) => sum + statSync(join(uploads, name, file)).size, 0);
/** The first upload folder `matches` accepts, looked for every 100 ms for up to 10 s (a busy machine is slow). */
async function folderWhere(matches) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const found = folders().find(matches);
    if (found) return found;
    await sleep(100);
  }
  return undefined;
}

/**
 * Posts a lead to `url` as a browser on a slow line would: the first `head` bytes at once, the rest in 20 pieces
 * over `trickleMs`. Resolves with the status; `sent` resolves once the head is out, `ended()` tells whether the
 * last byte is.
 */
async function slowUpload(url, body, { head, trickleMs }) {
  const form = new Response(body);
  const bytes = Buffer.from(await form.arrayBuffer());
  let headSent;
  let ended = false;
  const sent = new Promise((resolve) => (headSent = resolve));
  const status = new Promise((resolve, reject) => {
    const post = request(
      `${url}/api/leads`,
      { method: 'POST', headers: { 'content-type': form.headers.get('content-type'), 'content-length': bytes.length } },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    post.on('error', reject);
    post.write(bytes.subarray(0, head), async () => {
      headSent();
      const piece = Math.ceil((bytes.length - head) / 20);
      for (let at = head; at < bytes.length; at += piece) {
        await sleep(trickleMs / 20);
        if (post.destroyed) return;
        post.write(bytes.subarray(at, at + piece));
      }
      post.end();
      ended = true;
    });
  });
  return { sent, status, ended: () => ended };
}

let serverA;
let serverB;
describe('Intake leaves no personal data behind (a killed upload swept, a purge unreadable)', () => {
  before(async () => {
    serverA = await startServer({ port: await freePort(), env: env(dbA) });
    serverB = await startServer({ port: await freePort(), env: env(dbB) });
  });
  after(async () => {
    await serverA?.stop('SIGKILL');
    await serverB?.stop();
    for (const temp of [dbA, dbB]) temp.remove();
    rmSync(uploads, { recursive: true, force: true });
  });

  test("a killed server's upload folder is removed once abandoned, while another server's slow upload keeps its own and is stored", async () => {
    // A receives part of a 6 MB CV, then dies.
    const cut = await slowUpload(serverA.url, leadBody(1, pdf('cut-off CV', 6_000_000)), {
      head: 2_000_000,
      trickleMs: 60_000,
    });
    cut.status.catch(() => {}); // the connection is reset when A dies
    await cut.sent;
    const left = await folderWhere((name) => folderBytes(name) > 1_000_000);
    assert(left, 'server A is writing the upload to a folder of its own');
    await serverA.stop('SIGKILL');
    assert(existsSync(join(uploads, left)), "A's folder is left behind when A is killed");
    const killedAt = Date.now();

    // B receives an upload that takes longer than the time after which a folder counts as abandoned.
    const live = await slowUpload(serverB.url, leadBody(2, pdf(secret, 1_500_000)), {
      head: 200_000,
      trickleMs: 9_000,
    });
    await live.sent;
    const mine = await folderWhere((name) => name !== left);
    assert(mine, "B's upload has a folder of its own");
    let removedAfter = null;
    let liveStatus = null;
    void live.status.then((status) => (liveStatus = status));
    while (liveStatus === null || removedAfter === null) {
      assert(
        Date.now() - killedAt < 20_000,
        `within 20 s: A's folder is removed (${removedAfter}) and B's upload ends`,
      );
      if (removedAfter === null && !existsSync(join(uploads, left))) removedAfter = Date.now() - killedAt;
      // Until its last byte is sent (then B stores it and removes the folder itself, before its answer arrives).
      if (!live.ended()) assert(existsSync(join(uploads, mine)), "B's upload in flight keeps its folder");
      await sleep(100);
    }
    assert(liveStatus === 201, `B's slow upload is stored (201), not ${liveStatus}`);
    assert(folders().length === 0, `no upload folder is left: ${folders().join(', ')}`);
    console.log(
      `✓ a killed server's upload folder was removed ${(removedAfter / 1000).toFixed(1)} s after the kill ` +
        `(abandoned after ${ABANDONED_SECONDS} s), while another server's 9 s upload kept its own and was stored`,
    );
  });
  test('intake purge leaves neither the e-mail address nor the CV in the SQLite file or its log', async () => {
    // Purged while B runs: nothing of the lead can be read from the database's files afterwards.
    const onDisk = () =>
      ['', '-wal'].map((suffix) => (existsSync(dbB.db + suffix) ? readFileSync(dbB.db + suffix) : ''));
    const found = () => onDisk().some((bytes) => bytes.includes('tester-2@example.ro') || bytes.includes(secret));
    assert(found(), 'the stored lead is in the database files before the purge');
    const purge = spawnSync('node', ['scripts/intake.mjs', 'purge', '--older-than', '0'], {
      encoding: 'utf8',
      env: { ...process.env, INTAKE_DB: dbB.db },
    });
    assert(purge.status === 0, `intake purge exits 0:\n${purge.stdout}${purge.stderr}`);
    assert(!found(), "after the purge neither the sender's e-mail address nor the CV's text is in the database files");
    console.log(
      `✓ intake purge left neither the e-mail address nor the CV in the SQLite file or its log (${purge.stdout.trim()})`,
    );
  });
});
