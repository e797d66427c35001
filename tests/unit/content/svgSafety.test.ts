import { describe, expect, it } from 'vitest';
import { svgProblem } from '@/content/svgSafety';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40"${attributes}>${inside}</svg>`;

describe('an SVG the site may serve', () => {
  it('accepts a plain drawing: shapes, text, gradients and references inside it, an embedded raster picture', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f60"/></linearGradient>' +
        '<path id="p" d="M0 0h10"/></defs><rect width="120" height="40" fill="url(#g)" style="fill: url(\'#g\')"/>' +
        '<use href="#p"/><use xlink:href="#p"/><text x="4" y="30" font-family="Inter">Ledgerly</text>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>',
    );
    expect(svgProblem('logo.svg', drawing)).toBeUndefined();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"')],
    ['an event handler', svg('<rect width="1" height="1"\n  ONCLICK = "steal()"/>')],
    ['a script', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['a script', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['a foreignObject (a web page inside the drawing)', svg('<foreignObject><div>x</div></foreignObject>')],
    ['embedded content', svg('<iframe src="#x"/>')],
    ['entity declarations', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`],
    ['a reference to another file or site', svg('<image href="https://tracker.example/pixel.png"/>')],
    ['a reference to another file or site', svg('<use xlink:href="/images/clients/other.svg#logo"/>')],
    ['a reference to another file or site', svg('<rect style="fill: url(https://tracker.example/x)"/>')],
    ['a reference to another file or site', svg('<style>@import "https://fonts.example/a.css";</style>')],
  ])('refuses %s', (what, text) => {
    expect(svgProblem('/images/projects/acme/logo.svg', text)).toMatch(
      new RegExp(
        `^/images/projects/acme/logo\\.svg is an SVG with ${what.replace(/[()]/g, '\\$&')} \\(.+\\), which the site does not serve: export it again as a plain drawing \\(shapes, text, gradients\\), or upload a PNG or WebP instead$`,
      ),
    );
  });
});
