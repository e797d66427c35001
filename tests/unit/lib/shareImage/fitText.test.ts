import { describe, expect, it } from 'vitest';
import { fitText, textWidth, type TextBox } from '@/lib/shareImage/fitText';

const box: TextBox = { width: 600, height: 240, sizes: [80, 64, 48], lineHeight: 1.2, widthFactor: 1 };
const fitsWidth = (line: string, fontSize: number) => textWidth(line, box.widthFactor) * fontSize <= box.width;
const fitsHeight = (lines: string[], fontSize: number) => lines.length * fontSize * box.lineHeight <= box.height;

describe('fitText', () => {
  it('keeps a short title at the largest size on one line', () => {
    expect(fitText('Flutter', box)).toEqual({ fontSize: 80, lines: ['Flutter'] });
  });

  it('wraps a longer title at word boundaries, stepping down only as far as needed', () => {
    const fitted = fitText('How we estimate a mobile app before the first sprint starts', box);
    expect(fitted.fontSize).toBeLessThan(80);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe('How we estimate a mobile app before the first sprint starts');
    for (const line of fitted.lines) expect(fitsWidth(line, fitted.fontSize)).toBe(true);
    expect(fitsHeight(fitted.lines, fitted.fontSize)).toBe(true);
  });

  it('cuts a title too long for the box at the smallest size with an ellipsis, never overflowing', () => {
    const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const fitted = fitText(title, box);
    expect(fitted.fontSize).toBe(48);
    expect(fitted.lines).toHaveLength(4);
    expect(fitted.lines.at(-1)).toMatch(/…$/);
    expect(fitted.lines.at(-1)).not.toMatch(/\s…$/);
    for (const line of fitted.lines) expect(fitsWidth(line, fitted.fontSize)).toBe(true);
    expect(fitsHeight(fitted.lines, fitted.fontSize)).toBe(true);
  });

  it('breaks a single name longer than a line into pieces that fit', () => {
    const fitted = fitText('Supercalifragilisticexpialidociousdevelopmentframework', box);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe('Supercalifragilisticexpialidociousdevelopmentframework');
    for (const line of fitted.lines) expect(fitsWidth(line, fitted.fontSize)).toBe(true);
  });

  it('cuts a long name on a one-line box with an ellipsis', () => {
    const line: TextBox = { ...box, height: 40, sizes: [32] };
    const fitted = fitText('Engineering · Remote (Romania) · Cluj Napoca · and a good deal more besides', line);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]).toMatch(/…$/);
    expect(fitsWidth(fitted.lines[0]!, 32)).toBe(true);
  });

  it('counts wide faces as wider and collapses white space', () => {
    expect(textWidth('Wolf', 1.2)).toBeGreaterThan(textWidth('Wolf'));
    expect(fitText('  Web \n apps  ', box).lines).toEqual(['Web apps']);
  });
});
