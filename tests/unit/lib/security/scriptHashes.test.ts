import { describe, expect, it } from 'vitest';
import { hashSource, pageScripts } from '@/lib/security/scriptHashes';

// Computed apart from the code under test: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('hashSource', () => {
  it('is the CSP sha256 source of the script text', () => {
    expect(hashSource('alert(1)')).toBe(ALERT);
  });

  it('hashes line breaks as the HTML parser delivers them (CR LF and CR become LF)', () => {
    const lf = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
    expect(hashSource('a\nb')).toBe(lf);
    expect(hashSource('a\r\nb')).toBe(lf);
    expect(hashSource('a\rb')).toBe(lf);
  });
});

describe('pageScripts', () => {
  it('hashes every inline script, once each, in page order', () => {
    const html =
      '<html><head><script>alert(1)</script><SCRIPT type="text/javascript">a\nb</SCRIPT></head>' +
      '<body><script id="_R_">alert(1)</script></body></html>';
    expect(pageScripts(html)).toEqual({
      sources: [ALERT, "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"],
      withoutIntegrity: 0,
    });
  });

  it('takes the integrity hashes of external scripts and counts those without one', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAAA+/="></script>' +
      '<script src="/_next/static/chunks/b.js" noModule="" integrity="sha384-BBBB sha512-CCCC"></script>' +
      '<script src="/_next/static/chunks/c.js" async=""></script>';
    expect(pageScripts(html)).toEqual({
      sources: ["'sha256-AAAA+/='", "'sha384-BBBB'", "'sha512-CCCC'"],
      withoutIntegrity: 1,
    });
  });

  it('leaves out data blocks the browser never runs', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">alert(1)</script>';
    expect(pageScripts(html)).toEqual({ sources: [ALERT], withoutIntegrity: 0 });
  });

  it('does not mistake data-src or srcset for src', () => {
    expect(pageScripts('<script data-src="x.js">alert(1)</script>').sources).toEqual([ALERT]);
  });
});
