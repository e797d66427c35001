/**
 * busboy reads a part's name only from `name="..."`, so a part named by RFC 2231's `name*=UTF-8''...` (which
 * multipart/form-data does not use, RFC 7578 section 4.2) reaches the intake nameless. This reads the same body
 * beside busboy, only the parts' headers, and gives for each part that has no `name` what its `name*` says, in
 * order, so that the refusal can name the field.
 */
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** busboy's own limit on a part's headers: past it busboy refuses the body, and this stops reading. */
const MAX_HEADERS_BYTES = 16 * 1024;

export type PartNames = {
  /** The body's next bytes, in order, before busboy reads them. */
  push(chunk: Buffer): void;
  /** What the `name*` of the next part without a `name` says (undefined when it has neither), in order. */
  nextNameless(): string | undefined;
};

export function partNames(boundary: string): PartNames {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The body's first delimiter starts it, without the line break before the others.
  let pending: Buffer = CRLF;
  let state: 'delimiter' | 'headers' | 'done' = 'delimiter';
  const nameless: (string | undefined)[] = [];

  const read = () => {
    while (state !== 'done') {
      if (state === 'delimiter') {
        const at = pending.indexOf(delimiter);
        if (at < 0 || pending.length < at + delimiter.length + 2) {
          // Kept: enough to find a delimiter that this chunk and the next share, and the two bytes after it.
          pending =
            at < 0 ? pending.subarray(Math.max(0, pending.length - delimiter.length - 1)) : pending.subarray(at);
          return;
        }
        const after = pending.subarray(at + delimiter.length, at + delimiter.length + 2).toString('latin1');
        if (after === '--') state = 'done';
        else if (after === '\r\n') state = 'headers';
        pending = pending.subarray(at + delimiter.length + (after === '\r\n' ? 2 : 1));
      } else {
        const end = pending.subarray(0, 2).equals(CRLF) ? 0 : pending.indexOf(HEADERS_END);
        if (end < 0) {
          if (pending.length > MAX_HEADERS_BYTES) state = 'done';
          return;
        }
        const name = namelessPart(pending.subarray(0, end).toString('latin1'));
        if (name !== null) nameless.push(name);
        pending = pending.subarray(end + (end === 0 ? 2 : HEADERS_END.length));
        state = 'delimiter';
      }
    }
  };

  return {
    push(chunk) {
      if (state === 'done') return;
      pending = Buffer.concat([pending, chunk]);
      read();
    },
    nextNameless: () => nameless.shift(),
  };
}

/**
 * For a part's headers, null when busboy reads a name from them or skips the part (no `form-data` disposition);
 * else what its `name*` says, or undefined without one.
 */
function namelessPart(headers: string): string | null | undefined {
  const disposition = /^content-disposition:[ \t]*(.*)$/im.exec(headers)?.[1] ?? '';
  if (!/^form-data[ \t]*(;|$)/i.test(disposition)) return null;
  if (/;[ \t]*name=("[^"]|[^"; \t])/i.test(disposition)) return null;
  const extended = /;[ \t]*name\*=([^']*)'[^']*'([^; \t]*)/i.exec(disposition);
  return extended ? decodeExtended(extended[1]!, extended[2]!) : undefined;
}

/** An RFC 2231 value: percent-escaped bytes in the named charset. */
function decodeExtended(charset: string, value: string): string | undefined {
  const bytes = Buffer.from(
    value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  try {
    return new TextDecoder(charset || 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
