/** A box to fit text into: its size in pixels, the font sizes to try (largest first) and the line height. */
export type TextBox = {
  width: number;
  height: number;
  sizes: readonly number[];
  lineHeight: number;
  /** How wide the face's letters are against the estimate below (a bold display face is wider than 1). */
  widthFactor: number;
};

export type FittedText = { fontSize: number; lines: string[] };

const ELLIPSIS = '…';

/**
 * Rough advance of a character in ems, by its shape, for a proportional Latin face. The image renderer wraps
 * text itself but cannot tell us when it overflows, so the lines are chosen here, on the safe side.
 */
function charWidth(char: string): number {
  if (char === ' ') return 0.28;
  if (/[iljft.,:;'!|()[\]]/.test(char)) return 0.32;
  if (/[mwMW@]/.test(char)) return 0.88;
  if (/[A-Z]/.test(char)) return 0.7;
  if (/[0-9]/.test(char)) return 0.58;
  return 0.55;
}

/** Width of a line in ems at a face whose letters are `factor` times the estimate. */
export function textWidth(text: string, factor = 1): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width * factor;
}

/** Splits a word too long for a line into pieces that each fit. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Greedy word wrap: each line takes as many words as fit. */
function wrap(text: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = fits(word) ? [word] : breakWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  return line ? [...lines, line] : lines;
}

/** Cuts a line to fit with an ellipsis, at a word boundary when one is not too far back. */
function ellipsize(text: string, fits: (text: string) => boolean): string {
  if (fits(text)) return text;
  let cut = text;
  while (cut && !fits(`${cut}${ELLIPSIS}`)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > cut.length / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s.,:;–—-]+$/, '')}${ELLIPSIS}`;
}

/**
 * The largest font size at which the text fits the box, wrapped into lines; when it fits at none, the
 * smallest size with the text cut after the last line that fits, ending in an ellipsis.
 */
export function fitText(text: string, box: TextBox): FittedText {
  const normalised = text.replace(/\s+/g, ' ').trim();
  const attempt = (fontSize: number) => {
    const fits = (line: string) => textWidth(line, box.widthFactor) * fontSize <= box.width;
    const maxLines = Math.max(1, Math.floor(box.height / (fontSize * box.lineHeight)));
    return { fontSize, fits, maxLines, lines: wrap(normalised, fits) };
  };
  for (const fontSize of box.sizes) {
    const { lines, maxLines } = attempt(fontSize);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const { fontSize, fits, maxLines, lines } = attempt(box.sizes.at(-1)!);
  const kept = lines.slice(0, maxLines - 1);
  return { fontSize, lines: [...kept, ellipsize(lines.slice(maxLines - 1).join(' '), fits)] };
}
