import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileOfRequest, isCompressible } from '@/lib/bench/static-files';

describe('contentTypeOf', () => {
  it('types the files a built site has, by extension in any case', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('_astro/hoisted.B1x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('a/b.mjs')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('site.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeOf('inter.woff2')).toBe('font/woff2');
    expect(contentTypeOf('hero.AVIF')).toBe('image/avif');
    expect(contentTypeOf('rss.xml')).toBe('application/xml');
  });

  it('serves a file of an unknown or no extension as bytes', () => {
    expect(contentTypeOf('_headers')).toBe('application/octet-stream');
    expect(contentTypeOf('archive.xyz')).toBe('application/octet-stream');
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
    expect(fileOfRequest('/')).toBe('index.html');
    expect(fileOfRequest('/get-started/')).toBe('get-started/index.html');
    expect(fileOfRequest('/_astro/a.css?v=2#x')).toBe('_astro/a.css');
    expect(fileOfRequest('/blog')).toBe('blog');
    expect(fileOfRequest('/caf%C3%A9/menu%20card.html')).toBe('café/menu card.html');
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

  it('keeps absolute-looking paths inside the folder and refuses targets that are not paths', () => {
    expect(fileOfRequest('//etc/passwd')).toBe('etc/passwd');
    expect(fileOfRequest('/./a/./b.html')).toBe('a/b.html');
    expect(fileOfRequest('http://example.com/')).toBeNull();
    expect(fileOfRequest('*')).toBeNull();
    expect(fileOfRequest('/%E0%A4%A')).toBeNull();
  });
});
