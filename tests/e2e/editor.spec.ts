import { expect } from '@playwright/test';
import { test } from './fixtures';

/**
 * The content editor on a production build without the GitHub variables (the build under test): off. Its pages
 * and its API do not exist for any method, and its local-mode API, which writes files for anyone, is never
 * reached (lib/editor/mode.ts, proxy.ts). tests/editor tests it on, in local mode.
 */

const PAGES = ['/keystatic', '/keystatic/', '/keystatic/collection/posts', '/keystatic/collection/posts/create'];
const API = ['/api/keystatic/update', '/api/keystatic/tree', '/api/keystatic/blob/0/content/blog/entries/x.mdoc'];

test.describe('the content editor, off in production', () => {
  test('its pages answer 404 with the site’s not-found page', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Oh dear');
      expect(html, path).not.toMatch(/keystatic/i);
      expect(response.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
    }
  });

  test('its API answers 404 to every method, and writes nothing', async ({ request }) => {
    const update = {
      headers: { 'content-type': 'application/json', 'no-cors': '1' },
      data: { additions: [{ path: 'content/blog/entries/x.mdoc', contents: 'eA' }], deletions: [] },
    };
    for (const path of API) {
      for (const answer of [
        await request.get(path, { headers: { 'no-cors': '1' } }),
        await request.post(path, update),
        await request.head(path),
        await request.put(path, update),
        await request.delete(path),
        await request.fetch(path, { method: 'OPTIONS' }),
      ]) {
        expect(answer.status(), `${answer.url()}`).toBe(404);
      }
    }
    expect((await request.get('/blogposts/x')).status()).toBe(404);
  });

  test('a page that is no page of the editor keeps its own answers', async ({ request }) => {
    expect((await request.get('/keystatics')).status()).toBe(404);
    expect((await request.post('/api/leads', { data: {} })).status()).not.toBe(404);
    // An API path that is no endpoint: the answer every unknown API path gets, not the editor's.
    const unknownApi = await request.get('/api/keystaticx');
    expect(unknownApi.status()).toBe(404);
    expect(await unknownApi.json()).toEqual({ error: 'Not found' });
  });
});
