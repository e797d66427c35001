import { describe, expect, it } from 'vitest';
import { normalisePath, reachesApiByDotSegments, responseKind } from '@/lib/security/routes';

const routes = new Map([
  ['/', { html: true }],
  ['/blogposts', { html: true }],
  ['/blogposts/a-post', { html: true }],
  ['/_not-found', { html: true }],
  ['/robots.txt', { html: false }],
]);
const publicFiles = new Set(['/logo.png', '/images/wolf-howling.svg']);

describe('responseKind', () => {
  it('finds the prerendered page of a path, with or without a trailing slash', () => {
    expect(responseKind('/', routes, publicFiles)).toEqual({ kind: 'page', route: '/' });
    expect(responseKind('/blogposts/a-post', routes, publicFiles)).toEqual({
      kind: 'page',
      route: '/blogposts/a-post',
    });
    expect(responseKind('/blogposts/', routes, publicFiles)).toEqual({ kind: 'page', route: '/blogposts' });
  });

  it('treats generated files and public files as resources', () => {
    expect(responseKind('/robots.txt', routes, publicFiles)).toEqual({ kind: 'resource' });
    expect(responseKind('/images/wolf-howling.svg', routes, publicFiles)).toEqual({ kind: 'resource' });
  });

  it('answers any other path with the not-found page', () => {
    expect(responseKind('/blogposts/no-such-post', routes, publicFiles)).toEqual({
      kind: 'page',
      route: '/_not-found',
    });
    expect(responseKind('/missing.png', routes, publicFiles)).toEqual({ kind: 'page', route: '/_not-found' });
    expect(responseKind('/%E0%A4%A', routes, publicFiles)).toEqual({ kind: 'page', route: '/_not-found' });
  });
});

describe('normalisePath', () => {
  it('decodes escapes and drops trailing slashes but keeps the root', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/blog%20posts//')).toBe('/blog posts');
  });
});

describe('reachesApiByDotSegments', () => {
  it('finds an /api/ path reached through dot segments, percent-encoded ones too', () => {
    for (const path of [
      '/api/./leads',
      '/api/x/../leads',
      '/x/../api/leads',
      '/api/%2e/leads',
      '/api/leads/.',
      '/a/%2E%2e/api',
    ])
      expect(reachesApiByDotSegments(path), path).toBe(true);
  });

  it('leaves alone the API as written and pages with dot segments', () => {
    for (const path of ['/api/leads', '/api/leads.json', '/api/..leads', '/./contact', '/api/../contact'])
      expect(reachesApiByDotSegments(path), path).toBe(false);
  });
});
