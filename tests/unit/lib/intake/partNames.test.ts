// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partNames } from '@/lib/intake/http/partNames';

const boundary = '----form7MA4YWxk';
const part = (disposition: string, content = 'value') =>
  `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
/** A body with a named part, a part named by `name*` whose content looks like part headers, and a nameless one. */
const body = Buffer.from(
  [
    part('name="lead[email]"', 'ana@example.ro'),
    part(
      "name*=UTF-8''lead%5Bmessage%5D",
      `\r\n--not-the-boundary\r\nContent-Disposition: form-data; name*=UTF-8''inside\r\n\r\n`,
    ),
    part('filename="a.pdf"'),
    part('name="lead[name]"'),
    `--${boundary}--\r\n`,
    part("name*=UTF-8''epilogue"),
  ].join(''),
);

describe('partNames', () => {
  it.each([
    ['in one chunk', body.length],
    ['byte by byte, each delimiter and header split', 1],
    ['in chunks of 7 bytes', 7],
  ])('gives what the name* of each part without a name says, in order: %s', (_, size) => {
    const names = partNames(boundary);
    for (let at = 0; at < body.length; at += size) names.push(body.subarray(at, at + size));
    expect(names.nextNameless()).toBe('lead[message]');
    expect(names.nextNameless()).toBeUndefined();
    expect(names.nextNameless()).toBeUndefined();
  });

  it('skips a part that is not form-data, as busboy does, and decodes the charset the name* gives', () => {
    const names = partNames(boundary);
    names.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: attachment; name*=UTF-8''skipped\r\n\r\nx\r\n` +
          `${part("name*=iso-8859-1''na%EFve")}--${boundary}--`,
      ),
    );
    expect(names.nextNameless()).toBe('naïve');
  });
});
