// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeControls, escapeExecutedControls, terminalJson } from '@/lib/intake/cli/terminalText';

const EXECUTED = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

describe('escapeControls', () => {
  it('writes escape and OSC sequences, CR, LF, tab, NUL and backspace as visible escapes on one line', () => {
    expect(escapeControls('Ioana\x1b[2J\x1b]0;pwned\x07\rFAKE ROW\n\t\0\b')).toBe(
      'Ioana\\x1b[2J\\x1b]0;pwned\\x07\\rFAKE ROW\\n\\t\\x00\\x08',
    );
  });

  it('escapes DEL, C1 controls, bidirectional overrides and the Unicode line separators', () => {
    expect(escapeControls('a\x7fb\x80c\x9bd\x9f')).toBe('a\\x7fb\\x80c\\x9bd\\x9f');
    expect(escapeControls('invoice\u202efdp.exe \u2066x\u2069 \u200f \u061c')).toBe(
      'invoice\\u202efdp.exe \\u2066x\\u2069 \\u200f \\u061c',
    );
    expect(escapeControls('one\u2028two\u2029')).toBe('one\\u2028two\\u2029');
  });

  it('leaves printable text as it is, accents, emoji and their joiners included', () => {
    const text = 'Ștefan Ionescu-Pop <ș@example.ro> 👩‍💻 "quoted" \\x1b 50% ½ \u00a0';
    expect(escapeControls(text)).toBe(text);
  });
});

describe('escapeExecutedControls', () => {
  it('makes visible what a terminal executes and keeps tab, line breaks and bidirectional marks', () => {
    expect(escapeExecutedControls('a\x1b[31mb\0c\x9bd\x7f')).toBe('a\\x1b[31mb\\x00c\\x9bd\\x7f');
    expect(escapeExecutedControls('line 1\r\nline 2\tend \u200f')).toBe('line 1\r\nline 2\tend \u200f');
    expect(escapeExecutedControls('\x0b\x0c')).toBe('\\x0b\\x0c');
  });
});

describe('terminalJson', () => {
  it('parses back to exactly the value and prints no control or bidirectional character raw', () => {
    const value = { name: 'Ioana\x1b]0;pwned\x07\rFAKE\n\0 \x9b31m \u202e \u2028 \x7f 👩‍💻', list: ['\u2066'] };
    const json = terminalJson(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json.replace(/\n/g, '')).not.toMatch(EXECUTED);
    expect(json).not.toMatch(/[\u202e\u2066\u2028]/);
    expect(json).toContain('\\u001b]0;pwned\\u0007\\rFAKE\\n\\u0000 \\u009b31m \\u202e \\u2028 \\u007f 👩‍💻');
  });
});
