import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIST_DIR, htmlFileOf, PRERENDER_MANIFEST, PRERENDERED_APP_DIR } from '@/lib/nextBuild';
import { createPolicyLookup } from '@/lib/security/contentSecurityPolicy';
import type { PolicyConfig } from '@/lib/security/policy';
import { hashSource } from '@/lib/security/scriptHashes';
import { gtmBootstrapScript } from '@/lib/security/tagScripts';

const config: PolicyConfig = {
  gtmId: 'GTM-TEST123',
  hotjarSiteId: '',
  chatAccountId: '',
  countryApiUrl: '',
  leadEndpoint: '/api/leads',
  applicationEndpoint: '/api/job-applications',
};

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A file of the build folder, relative to `root`. */
const built = (file: string) => path.join(DIST_DIR, file);
const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'csp-'));
  const routes = { '/': {}, '/blogposts/a-post': {}, '/_not-found': {}, '/robots.txt': {} };
  write(built(PRERENDER_MANIFEST), JSON.stringify({ routes }));
  write(built(htmlFileOf('/')), '<script>home()</script><script src="/a.js" integrity="sha256-AAAA"></script>');
  write(built(htmlFileOf('/blogposts/a-post')), '<script>post()</script>');
  write(built(htmlFileOf('/_not-found')), '<script>notFound()</script>');
  write(built(`${PRERENDERED_APP_DIR}/robots.txt.body`), 'User-agent: *');
  write('public/images/wolf.svg', '<svg/>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lookup = () =>
  createPolicyLookup(config, { distDir: path.join(root, DIST_DIR), publicDir: path.join(root, 'public') });

describe('createPolicyLookup', () => {
  it("allows each page's own scripts and the configured tag bootstrap, nothing of other pages", () => {
    const policyFor = lookup();
    const gtm = hashSource(gtmBootstrapScript('GTM-TEST123'));
    expect(scriptSrc(policyFor('/'))).toBe(
      `script-src ${hashSource('home()')} 'sha256-AAAA' ${gtm} 'strict-dynamic' 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com`,
    );
    expect(scriptSrc(policyFor('/blogposts/a-post/'))).toBe(
      `script-src ${hashSource('post()')} ${gtm} 'strict-dynamic' 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com`,
    );
  });

  it("gives unknown paths the not-found page's policy", () => {
    expect(scriptSrc(lookup()('/blogposts/missing'))).toContain(hashSource('notFound()'));
  });

  it('gives generated and public files the policy that allows nothing', () => {
    const policyFor = lookup();
    expect(policyFor('/robots.txt')).toMatch(/^default-src 'none';/);
    expect(policyFor('/images/wolf.svg')).toMatch(/^default-src 'none';/);
  });

  it("leaves out 'strict-dynamic', and says so, when a page has a script without integrity", () => {
    write(built(htmlFileOf('/blogposts/a-post')), '<script src="/_next/static/chunks/b.js" async=""></script>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const policyFor = lookup();
    expect(scriptSrc(policyFor('/blogposts/a-post'))).not.toContain("'strict-dynamic'");
    expect(scriptSrc(policyFor('/'))).toContain("'strict-dynamic'");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run build'));
    warn.mockRestore();
  });

  it('reads a page once and keeps its policy', () => {
    const policyFor = lookup();
    const first = policyFor('/');
    write(built(htmlFileOf('/')), '<script>changed()</script>');
    expect(policyFor('/')).toBe(first);
  });
});
