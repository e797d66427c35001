// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFiles, readText, readTexts, toFormData } from '@/lib/forms/formData';

describe('toFormData', () => {
  it('copies every key and value, repeats arrays, appends files as files and skips undefined and null', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const formData = toFormData({
      'lead[name]': 'Ana',
      'lead[sources][]': ['linkedin', 'blog'],
      'lead[leads_attachments][]': [cv],
      mailing: false,
      count: 3,
      'lead[phone_number]': undefined,
      'lead[budget]': null,
      empty: [],
    });
    expect([...formData.keys()]).toEqual([
      'lead[name]',
      'lead[sources][]',
      'lead[sources][]',
      'lead[leads_attachments][]',
      'mailing',
      'count',
    ]);
    expect(formData.getAll('lead[sources][]')).toEqual(['linkedin', 'blog']);
    expect(formData.get('mailing')).toBe('false');
    expect(formData.get('count')).toBe('3');
    const file = formData.get('lead[leads_attachments][]') as File;
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.size, file.type]).toEqual(['cv.pdf', 8, 'application/pdf']);
  });
});

describe('readers', () => {
  it('read the last text value, every text value and every non-empty file', () => {
    const formData = new FormData();
    formData.append('mailing', 'false');
    formData.append('mailing', 'true');
    formData.append('tags[]', 'a');
    formData.append('tags[]', 'b');
    formData.append('files[]', new File([], '', { type: 'application/octet-stream' }));
    formData.append('files[]', new File(['x'], 'a.pdf'));
    expect(readText(formData, 'mailing')).toBe('true');
    expect(readText(formData, 'absent')).toBe('');
    expect(readTexts(formData, 'tags[]')).toEqual(['a', 'b']);
    expect((readFiles(formData, 'files[]') as File[]).map((file) => file.name)).toEqual(['a.pdf']);
  });
});
