// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertHeaderSafe } from '@/lib/intake/mail/headers';

describe('assertHeaderSafe', () => {
  it.each([
    ['a plain subject', 'New enquiry: Ioana Pop · €50,000 to €100,000'],
    ['a name with a tab', 'Ioana\tPop'],
    ['a display name and address', '"Wolfpack Digital" <hello@wolfpack-digital.com>'],
    ['an empty value', ''],
  ])('lets %s through', (_, value) => {
    expect(() => assertHeaderSafe('Subject', value)).not.toThrow();
  });

  it.each([
    ['CR LF', 'Ioana\r\nBcc: x@example.com'],
    ['a bare LF', 'Ioana\nBcc: x@example.com'],
    ['a bare CR', 'Ioana\rBcc: x@example.com'],
    ['a trailing line break', 'ioana@example.ro\n'],
  ])('refuses %s, naming the header', (_, value) => {
    expect(() => assertHeaderSafe('Reply-To', value)).toThrow(new Error('Refused a line break in the Reply-To header'));
  });

  it.each([
    ['NUL', 'Ioana\u0000Pop'],
    ['ESC', 'Ioana\u001b[2JPop'],
    ['a vertical tab', 'Ioana\u000bPop'],
    ['DEL', 'Ioana\u007fPop'],
  ])('refuses %s and the other control characters', (_, value) => {
    expect(() => assertHeaderSafe('Subject', value)).toThrow(
      new Error('Refused a control character in the Subject header'),
    );
  });
});
