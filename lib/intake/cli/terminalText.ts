/**
 * Visitor text printed on an operator's terminal. Control characters would be executed there (ESC and
 * OSC sequences clear the screen or retitle the window, CR and LF forge table rows, a C1 CSI acts like
 * ESC [), and bidirectional overrides reorder what is shown: each is written as a visible escape instead.
 */

/** C0, DEL and C1 controls, the bidirectional formatting characters and the Unicode line separators. */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;

/** The ones a terminal executes: C0 but tab, LF and CR, then DEL and C1. */
const EXECUTED_CONTROLS = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;

/** The ones JSON.stringify leaves raw: DEL, C1, bidirectional formatting and the line separators. */
const RAW_IN_JSON = /[\x7f-\x9f\p{Bidi_Control}\u2028\u2029]/gu;

const SHORT: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const hex = (character: string, digits: number) => character.codePointAt(0)!.toString(16).padStart(digits, '0');

/** `\t`, `\n`, `\r`, else `\xHH` below U+0100 and `\uHHHH` above, as a JavaScript string literal writes it. */
const visible = (character: string) =>
  SHORT[character] ?? (character.codePointAt(0)! < 0x100 ? `\\x${hex(character, 2)}` : `\\u${hex(character, 4)}`);

/** The text on one line with every control character visible and none executed. */
export const escapeControls = (text: string): string => text.replace(CONTROL_CHARACTERS, visible);

/** The text with the controls a terminal would execute made visible; tab and line breaks kept (CSV cells). */
export const escapeExecutedControls = (text: string): string => text.replace(EXECUTED_CONTROLS, visible);

/**
 * JSON that prints safely and parses back to exactly `value`: JSON.stringify already writes C0 controls as
 * `\u001b`; the characters it leaves raw are written as `\uXXXX` too (they only occur inside strings).
 */
export const terminalJson = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(RAW_IN_JSON, (character) => `\\u${hex(character, 4)}`);
