import { describe, expect, it } from 'vitest';
import { addFiles, formatBytes, removeFile } from '@/lib/forms/files';
import { pdfFile } from './fixtures';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [348_160, '340 KB'],
    [10 * 1024 * 1024, '10.0 MB'],
    [12 * 1024 * 1024, '12.0 MB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('addFiles', () => {
  const brief = pdfFile('brief.pdf');
  const scope = pdfFile('scope.pdf');
  it('adds newly chosen files to the list and lists a file chosen twice once', () => {
    expect(addFiles([brief], [scope, brief], true)).toEqual([brief, scope]);
  });
  it('replaces the file of a single-file picker and keeps the list when nothing is chosen', () => {
    expect(addFiles([brief], [scope], false)).toEqual([scope]);
    expect(addFiles([brief], [], false)).toEqual([brief]);
  });
});

describe('removeFile', () => {
  it('drops only the file at the position and keeps the order of the others', () => {
    const [a, b, c] = [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf')];
    expect(removeFile([a, b, c], 1)).toEqual([a, c]);
    expect(removeFile([a], 0)).toEqual([]);
  });
});
