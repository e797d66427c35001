// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE, MAX_FILE_BYTES, MAX_TOTAL_BYTES, check, extraRules, rules } from '@/lib/validation/rules';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (name: string, size: number, type: string) => ({ name, size, type });
const MiB = 1024 * 1024;

describe('constants', () => {
  it('uses the contract default message and 10 MiB limits', () => {
    expect(DEFAULT_MESSAGE).toBe('Required field');
    expect(MAX_FILE_BYTES).toBe(10_485_760);
    expect(MAX_TOTAL_BYTES).toBe(10_485_760);
  });
});

describe('required', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['false', false],
    ['empty text', ''],
    ['whitespace-only text', ' \t\n '],
  ])('fails for %s', (_, value) => expect(rules.required(value)).toBe('Required field'));

  it.each([
    ['text', 'Ana'],
    ['text with spaces around it', '  Ana '],
    ['true', true],
    ['a non-empty array', ['search_engine']],
    ['zero', 0],
    ['a file', file('cv.pdf', 10, PDF)],
  ])('passes for %s', (_, value) => expect(rules.required(value)).toBe(true));
});

describe('email', () => {
  it.each(['', null, undefined, 'ana@example.com', 'ana.pop+quotes@mail.example.co.uk', ' ana@example.ro '])(
    'passes %j',
    (value) => expect(rules.email(value)).toBe(true),
  );
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana pop@example.com',
    'ana@@example.com',
    'ana@example.',
    // One mailbox spelt another way, a list, or a display name bound for a header.
    '"ana"@example.com',
    'x,ana@example.com',
    'ana@example.com,bob@example.com',
    '"Boss"<ana@example.com>',
    'Boss <ana@example.com>',
    'ana(comment)@example.com',
    'ana;bob@example.com',
    42,
  ])('fails %j with the contract message', (value) => expect(rules.email(value)).toBe('Invalid email format'));
});

describe('phoneNumber', () => {
  it.each([
    ['empty', ''],
    ['null', null],
    ['6 digits', '123456'],
    ['15 digits', '123456789012345'],
    ['a leading plus', '+40744123456'],
    ['a leading plus and 15 digits', '+123456789012345'],
    ['spaces between digit groups', '+40 744 123 456'],
  ])('passes %s', (_, value) => expect(rules.phoneNumber(value)).toBe(true));

  it.each([
    ['5 digits', '12345'],
    ['16 digits', '1234567890123456'],
    ['a plus that is not leading', '40+744123456'],
    ['two pluses', '++40744123456'],
    ['letters', '0744abc456'],
    ['hyphens', '0744-123-456'],
    ['only spaces and a plus', '+      '],
    ['a number value', 40744123456],
  ])('fails %s', (_, value) => expect(rules.phoneNumber(value)).toBe('Invalid phone number'));
});

describe('fileSize', () => {
  it('passes a file of exactly 10 MiB and fails one byte more, with the fixed 10MB wording', () => {
    expect(rules.fileSize(file('brief.pdf', MAX_FILE_BYTES, PDF))).toBe(true);
    expect(rules.fileSize(file('brief.pdf', MAX_FILE_BYTES + 1, PDF))).toBe('File size must not exceed 10MB');
    expect(rules.fileSize(file('brief.pdf', 12 * MiB, PDF))).toBe('File size must not exceed 10MB');
  });
  it.each([null, undefined, 'brief.pdf', 1024, [], { name: 'brief.pdf' }])('gives Invalid file for %j', (value) =>
    expect(rules.fileSize(value)).toBe('Invalid file'),
  );
  it('accepts a real File', () => expect(rules.fileSize(new File(['%PDF-1.4'], 'a.pdf', { type: PDF }))).toBe(true));
});

describe('totalFileSize', () => {
  it.each([
    ['no files', []],
    ['files adding up to exactly 10 MiB', [file('a.pdf', 6 * MiB, PDF), file('b.docx', 4 * MiB, DOCX)]],
  ])('passes %s', (_, value) => expect(rules.totalFileSize(value)).toBe(true));
  it('fails one byte over 10 MiB in total', () =>
    expect(rules.totalFileSize([file('a.pdf', 6 * MiB, PDF), file('b.docx', 4 * MiB + 1, DOCX)])).toBe(
      'Total file size must not exceed 10MB',
    ));
});

describe('numbersOnly', () => {
  it.each(['0', '0744123456', 42])('passes %j', (value) => expect(rules.numbersOnly(value)).toBe(true));
  it.each(['', ' ', '+40', '12 34', '12a', '1.5', -1, null])('fails %j', (value) =>
    expect(rules.numbersOnly(value)).toBe('Invalid format. Only numbers are allowed.'),
  );
});

describe('fileType', () => {
  it.each([
    ['a PDF', file('brief.pdf', 1, PDF)],
    ['a DOCX', file('brief.docx', 1, DOCX)],
    ['a PDF with no MIME type', file('BRIEF.PDF', 1, '')],
    ['a DOCX sent as octet-stream', file('brief.docx', 1, 'application/octet-stream')],
  ])('passes %s', (_, value) => expect(rules.fileType(value)).toBe(true));
  it.each([
    ['a PNG', file('brief.png', 1, 'image/png')],
    ['an old Word file', file('brief.doc', 1, 'application/msword')],
    ['a PNG named .pdf', file('brief.pdf', 1, 'image/png')],
    ['a file with no type and no extension', file('brief', 1, '')],
  ])('fails %s', (_, value) => expect(rules.fileType(value)).toBe('Only PDF and DOCX files are allowed'));
  it.each([null, 'brief.pdf', {}])('gives Invalid file for %j', (value) =>
    expect(rules.fileType(value)).toBe('Invalid file'),
  );
});

describe('fileTypes', () => {
  it('passes an empty list and a list of PDF and DOCX files', () => {
    expect(rules.fileTypes([])).toBe(true);
    expect(rules.fileTypes([file('a.pdf', 1, PDF), file('b.docx', 1, DOCX)])).toBe(true);
  });
  it.each([
    ['one PNG among PDFs', [file('a.pdf', 1, PDF), file('b.png', 1, 'image/png')]],
    ['a non-file value', ['a.pdf']],
  ])('fails %s', (_, value) => expect(rules.fileTypes(value)).toBe('Only PDF or DOCX files are allowed'));
});

describe('extra rules', () => {
  it.each(['', 'https://www.linkedin.com/in/ana-pop', 'http://ana.dev/work'])('url passes %j', (value) =>
    expect(extraRules.url(value)).toBe(true),
  );
  it.each(['linkedin.com/in/ana', 'javascript:alert(1)', 'https://localhost', 'ftp://ana.dev'])(
    'url fails %j',
    (value) => expect(extraRules.url(value)).toBe('Invalid link: use a full address starting with https://'),
  );
  it('maxLength counts characters', () => {
    expect(extraRules.maxLength(3)('abc')).toBe(true);
    expect(extraRules.maxLength(3)('abcd')).toBe('Must be at most 3 characters');
  });
  it('check returns the first failing message', () => {
    expect(check('', rules.required, rules.email)).toBe('Required field');
    expect(check('ana', rules.required, rules.email)).toBe('Invalid email format');
    expect(check('ana@example.com', rules.required, rules.email)).toBe(true);
  });
});
