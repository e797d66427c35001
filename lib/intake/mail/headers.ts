/**
 * A header value ends at a line break: a CR or LF that reaches one would let a visitor's text add headers
 * of its own (`Bcc:`) or start the body. Other control characters have no place in a header either.
 */
const LINE_BREAK = /[\r\n]/;
// C0 controls other than tab (which may fold a header), and DEL.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Whether `value` can be a header's value as it is. */
export const isHeaderSafe = (value: string) => !LINE_BREAK.test(value) && !CONTROL.test(value);

/** Throws before a message is built if `value` would break the `name` header out of its line. */
export function assertHeaderSafe(name: string, value: string): void {
  if (LINE_BREAK.test(value)) throw new Error(`Refused a line break in the ${name} header`);
  if (CONTROL.test(value)) throw new Error(`Refused a control character in the ${name} header`);
}
