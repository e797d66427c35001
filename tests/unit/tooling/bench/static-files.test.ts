import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileOfRequest, isCompressible } from '@/tooling/bench/static-files';

describe('contentTypeOf', () => {
  it('types the files a built site has, by extension in any case; unknown files as bytes', () => {
    const types = {
      'index.html': 'text/html; charset=utf-8',
      '_astro/hoisted.B1x.js': 'text/javascript; charset=utf-8',
      'a/b.mjs': 'text/javascript; charset=utf-8',
      'site.webmanifest': 'application/manifest+json',
      'inter.woff2': 'font/woff2',
      'hero.AVIF': 'image/avif',
      'rss.xml': 'application/xml',
      _headers: 'application/octet-stream',
      'archive.xyz': 'application/octet-stream',
    };
    expect(Object.keys(types).map(contentTypeOf)).toEqual(Object.values(types));
  });
});

describe('isCompressible', () => {
  it('gzips text, scripts, JSON, XML and SVG, not images or fonts that are compressed already', () => {
    for (const file of ['a.html', 'a.css', 'a.js', 'a.json', 'a.svg', 'a.xml', 'a.txt', 'a.webmanifest']) {
      expect(isCompressible(contentTypeOf(file)), file).toBe(true);
    }
    for (const file of ['a.png', 'a.jpg', 'a.webp', 'a.avif', 'a.woff2', 'a.ico', 'a.bin']) {
      expect(isCompressible(contentTypeOf(file)), file).toBe(false);
    }
  });
});

describe('fileOfRequest', () => {
  it("names the file under the folder; a folder's path names its index.html", () => {
    const files = {
      '/': 'index.html',
      '/get-started/': 'get-started/index.html',
      '/_astro/a.css?v=2#x': '_astro/a.css',
      '/blog': 'blog',
      '/caf%C3%A9/menu%20card.html': 'café/menu card.html',
      '//etc/passwd': 'etc/passwd',
      '/./a/./b.html': 'a/b.html',
    };
    expect(Object.keys(files).map(fileOfRequest)).toEqual(Object.values(files));
  });

  it('never leaves the folder: ".." plain or encoded, encoded slashes and backslashes are refused', () => {
    for (const target of [
      '/../secret',
      '/a/../../secret',
      '/%2e%2e/secret',
      '/%2E%2E/secret',
      '/a/..%2f..%2fsecret',
      '/a/%2e%2e%2f%2e%2e%2fsecret',
      '/..\\secret',
      '/a%5c..%5csecret',
      '/a%00.html',
    ]) {
      expect(fileOfRequest(target), target).toBeNull();
    }
  });

  it('refuses targets that are not paths', () => {
    expect(['http://example.com/', '*', '/%E0%A4%A'].map(fileOfRequest)).toEqual([null, null, null]);
  });
});
