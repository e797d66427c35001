import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { htmlFileOf, prerenderedRoutes } from '@/lib/nextBuild';

describe('htmlFileOf', () => {
  it('names the prerendered HTML file of a route', () => {
    expect(htmlFileOf('/')).toBe('server/app/index.html');
    expect(htmlFileOf('/blogposts/a-post')).toBe('server/app/blogposts/a-post.html');
  });
});

describe('prerenderedRoutes', () => {
  let dist: string;
  const manifest = (json: unknown) => writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify(json));
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'manifest-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('lists the routes of the prerender manifest', () => {
    manifest({ version: 4, routes: { '/': {}, '/robots.txt': {} }, dynamicRoutes: {} });
    expect(prerenderedRoutes(dist)).toEqual(['/', '/robots.txt']);
  });

  it('fails naming the file and the shape it expected when the manifest has another shape', () => {
    manifest({ version: 5, prerendered: ['/'] });
    expect(() => prerenderedRoutes(dist)).toThrow(
      `${path.join(dist, 'prerender-manifest.json')} lists no routes: Next.js no longer writes its prerendered routes as { "routes": { "/path": … } }`,
    );
  });
});
