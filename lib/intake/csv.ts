import { escapeExecutedControls } from './cli/terminalText';

/**
 * One CSV cell that a spreadsheet opens as text: quoted, quotes doubled, and a value that starts like a
 * formula (= + - @, tab, carriage return) prefixed with an apostrophe so it is never evaluated. Controls
 * a terminal would execute (the file may be shown with `cat`) are written as visible escapes (`\x1b`);
 * tabs and line breaks stay, legal inside a quoted cell.
 */
export function csvCell(value: string): string {
  const visible = escapeExecutedControls(value);
  const safe = /^[=+\-@\t\r]/.test(visible) ? `'${visible}` : visible;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A byte-order mark, so spreadsheet programs read the file as UTF-8. */
export const CSV_START = '\ufeff';

/** One row, with the CRLF line end RFC 4180 asks for. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
