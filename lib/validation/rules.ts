/**
 * The validation rules of the two forms (docs/forms-contract.md#the-rules-and-their-messages). Each rule takes any value and returns `true`
 * when it passes, else the message the visitor sees. The same rules run in the browser and, through
 * the schemas, on the server (Node 20): nothing here touches the DOM.
 */

/** The message of a failed rule that has none of its own. */
export const DEFAULT_MESSAGE = 'Required field';

/** One file, and all files of one field together, may weigh at most 10 MiB; exactly the limit passes. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
/** The contact form takes at most 10 attachments; exactly the limit passes. */
export const MAX_ATTACHMENTS = 10;

/** The accepted attachment types: PDF and DOCX, by MIME type or, when the browser gives none, by extension. */
export const ACCEPTED_FILE_TYPES = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
} as const;

/** The `accept` attribute of the file inputs (extensions and MIME types). */
export const FILE_ACCEPT = Object.entries(ACCEPTED_FILE_TYPES).flat().join(',');

export type Rule = (value: unknown) => true | string;

/** The messages for a file of another type: one file (fileType), and the files of a list (fileTypes). */
export const FILE_TYPE_MESSAGE = 'Only PDF and DOCX files are allowed';
export const FILE_TYPES_MESSAGE = 'Only PDF or DOCX files are allowed';

/** The messages for one file over 10 MB (fileSize), and files over 10 MB together (totalFileSize). */
export const FILE_SIZE_MESSAGE = 'File size must not exceed 10MB';
export const TOTAL_FILE_SIZE_MESSAGE = 'Total file size must not exceed 10MB';

/** A file as both the browser and Node 20 see it: a Blob with a name, size and type. */
export type FileLike = { name: string; size: number; type: string };

export function isFile(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string';
}

/**
 * One bare mailbox: no quotes, display name, angle brackets, comments or list separators, which would let one
 * mailbox be spelt many ways (`"ana"@example.ro`, `x,ana@example.ro`) or carry typed text into a header.
 */
const EMAIL_PATTERN = /^[^\s@",;:<>()[\]\\]+@[^\s@",;:<>()[\]\\.]+(?:\.[^\s@",;:<>()[\]\\.]+)+$/;
/**
 * What no address may hold anywhere, even at its ends where the spaces it may carry are trimmed: controls (CR,
 * LF, vertical tab, NUL), invisible formatting (bidirectional overrides, zero-width joiners) and line
 * separators. Trimmed away they would leave a valid-looking address that is not what was typed; kept, they
 * would break the Reply-To header the team answers by.
 */
const ADDRESS_FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** An optional leading plus, then 6 to 15 digits; spaces between digit groups are allowed and not counted. */
const PHONE_PATTERN = /^\+?\d{6,15}$/;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function hasAcceptedType(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if (type in ACCEPTED_FILE_TYPES) return true;
  // Some browsers and operating systems send no MIME type (or a generic one): fall back to the extension.
  const extension = file.name.toLowerCase().slice(file.name.lastIndexOf('.'));
  const generic = type === '' || type === 'application/octet-stream';
  return generic && Object.values<string>(ACCEPTED_FILE_TYPES).includes(extension);
}

const files = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const rules = {
  required: (value: unknown) => {
    if (value === null || value === undefined || value === false) return DEFAULT_MESSAGE;
    if (Array.isArray(value) && value.length === 0) return DEFAULT_MESSAGE;
    if (typeof value === 'string' && value.trim() === '') return DEFAULT_MESSAGE;
    return true;
  },
  email: (value: unknown) =>
    isBlank(value) || (typeof value === 'string' && !ADDRESS_FORBIDDEN.test(value) && EMAIL_PATTERN.test(value.trim()))
      ? true
      : 'Invalid email format',
  phoneNumber: (value: unknown) =>
    isBlank(value) || (typeof value === 'string' && PHONE_PATTERN.test(value.replace(/ /g, '')))
      ? true
      : 'Invalid phone number',
  fileSize: (value: unknown) => {
    if (!isFile(value)) return 'Invalid file';
    return value.size <= MAX_FILE_BYTES ? true : FILE_SIZE_MESSAGE;
  },
  totalFileSize: (value: unknown) => {
    const total = files(value).reduce<number>((sum, file) => sum + (isFile(file) ? file.size : 0), 0);
    return total <= MAX_TOTAL_BYTES ? true : TOTAL_FILE_SIZE_MESSAGE;
  },
  numbersOnly: (value: unknown) =>
    (typeof value === 'string' || typeof value === 'number') && /^\d+$/.test(String(value))
      ? true
      : 'Invalid format. Only numbers are allowed.',
  fileType: (value: unknown) => {
    if (!isFile(value)) return 'Invalid file';
    return hasAcceptedType(value) ? true : FILE_TYPE_MESSAGE;
  },
  fileTypes: (value: unknown) =>
    files(value).every((file) => isFile(file) && hasAcceptedType(file)) ? true : FILE_TYPES_MESSAGE,
} satisfies Record<string, Rule>;

const INVALID_URL = 'Invalid link: use a full address starting with https://';

/** Rules of this site beyond the eight, in the same shape. */
export const extraRules = {
  /** An http(s) address, for the application's LinkedIn or portfolio link; empty passes. */
  url: (value: unknown) => {
    if (isBlank(value)) return true;
    if (typeof value !== 'string') return INVALID_URL;
    try {
      const url = new URL(value.trim());
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? true : INVALID_URL;
    } catch {
      return INVALID_URL;
    }
  },
  /** Text no longer than `max` characters, so a pasted novel or a bot's payload is stopped at the door. */
  maxLength:
    (max: number): Rule =>
    (value: unknown) =>
      typeof value !== 'string' || value.length <= max ? true : `Must be at most ${max} characters`,
  /** At most `MAX_ATTACHMENTS` files, so that one submission cannot carry hundreds. */
  maxFiles: (value: unknown) =>
    files(value).length <= MAX_ATTACHMENTS ? true : `Attach at most ${MAX_ATTACHMENTS} files`,
} as const;

/** The first failing rule's message, or `true` when every rule passes. */
export function check(value: unknown, ...checks: Rule[]): true | string {
  for (const rule of checks) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
}
