import { basename } from 'node:path';
import { CONTROL_CHARACTERS } from './cli/terminalText';
import { storedFileName } from './http/fileName';
import { deletionDate, type RetentionDays } from './retention';
import { addressHash, normalizeAddress } from './store/privacy';
import type { Actor, Delivery, IntakeStore, StoredFile, Submission } from './store/store';

/**
 * What the intake holds about one e-mail address, for the person it belongs to (access and portability, GDPR
 * Art. 15 and 20): one document with every submission and the original files beside it, each under a name of its
 * own. Written once, for `npm run intake -- person --export` (a folder) and the inbox's download (a ZIP).
 */

/** The document's name beside the files; no file of a visitor's is ever given it. */
export const PERSON_DOCUMENT = 'person.json';

/** A file as the document describes it, with the name its bytes are saved under beside the document. */
export type ExportedFile = StoredFile & { savedAs: string };

export type ExportedSubmission = Omit<Submission, 'files'> & {
  /** When the daily purge deletes it under its kind's retention period; null when its kind is kept. */
  deletedOn: Date | null;
  files: ExportedFile[];
  /** Where the intake passed it on (CRM, team e-mail, acknowledgement), made or not yet. */
  deliveries: Delivery[];
};

export type PersonDocument = { address: string; exportedAt: Date; submissions: ExportedSubmission[] };

/** One original file, under the name the document gives it (`savedAs`). */
export type ExportedBytes = { name: string; bytes: Uint8Array; receivedAt: Date };

export type PersonExport = { document: PersonDocument; files: ExportedBytes[] };

/** Names Windows keeps for devices, with any extension. */
const RESERVED_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A visitor's file name reduced to a safe name in one folder: no path, no control or bidirectional
 * characters, no leading dot (so never `.` or `..`), no device name, at most 255 bytes with its extension.
 */
export function safeFileName(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    .replace(CONTROL_CHARACTERS, '_')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  return storedFileName(RESERVED_NAME.test(cleaned) ? `_${cleaned}` : cleaned);
}

/**
 * Gives each name once: the first `brief.pdf` keeps its name, the next are `2-brief.pdf`, `3-brief.pdf`...
 * Names differing only in case count as the same (a ZIP may be unpacked where they would be one file).
 * `taken` says whether a name is used already elsewhere (a file in the folder written to).
 */
export function uniqueNames(reserved: readonly string[] = [], taken: (name: string) => boolean = () => false) {
  const key = (name: string) => name.normalize('NFC').toLowerCase();
  const given = new Set(reserved.map(key));
  return (name: string): string => {
    for (let copy = 1; ; copy += 1) {
      const candidate = copy === 1 ? name : storedFileName(`${copy}-${name}`);
      if (!given.has(key(candidate)) && !taken(candidate)) {
        given.add(key(candidate));
        return candidate;
      }
    }
  };
}

/** Each submission's deliveries (made or not), by submission id. */
export async function deliveriesOf(store: IntakeStore, submissions: Submission[]): Promise<Map<string, Delivery[]>> {
  const bySubmission = new Map<string, Delivery[]>();
  if (submissions.length === 0) return bySubmission;
  for (const delivery of await store.deliveries({ all: true, of: submissions.map((s) => s.id) })) {
    bySubmission.set(delivery.submissionId, [...(bySubmission.get(delivery.submissionId) ?? []), delivery]);
  }
  return bySubmission;
}

/**
 * Everything stored for `address` (spam included, oldest first), or undefined when nothing is. Each file's bytes
 * come with a safe name, unique among the export's names (and not `taken` already), that the document records as
 * `savedAs`; a file whose bytes are gone comes as an empty file.
 */
export async function exportPerson(
  store: IntakeStore,
  address: string,
  options: { days: RetentionDays; now: Date; taken?: (name: string) => boolean },
): Promise<PersonExport | undefined> {
  const submissions = await store.findByAddress(address);
  if (submissions.length === 0) return undefined;
  const deliveries = await deliveriesOf(store, submissions);
  const nameOf = uniqueNames([PERSON_DOCUMENT], options.taken);
  const files: ExportedBytes[] = [];
  const exported: ExportedSubmission[] = [];
  for (const submission of submissions) {
    const described: ExportedFile[] = [];
    for (const file of submission.files) {
      const savedAs = nameOf(safeFileName(file.name));
      files.push({
        name: savedAs,
        bytes: (await store.fileBytes(file.id)) ?? new Uint8Array(),
        receivedAt: submission.receivedAt,
      });
      described.push({ ...file, savedAs });
    }
    exported.push({
      ...submission,
      deletedOn: deletionDate(options.days[submission.kind], submission.receivedAt),
      files: described,
      deliveries: deliveries.get(submission.id) ?? [],
    });
  }
  return {
    document: { address: normalizeAddress(address), exportedAt: options.now, submissions: exported },
    files,
  };
}

/** The document as `person.json` holds it: indented JSON, dates in ISO 8601 (UTC). */
export const personJson = (document: PersonDocument): string => JSON.stringify(document, null, 2) + '\n';

/** Records an export in the audit log: who, when, how many submissions, and the address only as its keyed hash. */
export async function recordExport(store: IntakeStore, address: string, actor: Actor, submissions: number) {
  await store.recordAudit({
    action: 'export',
    actor,
    submissions,
    addressHash: addressHash(await store.ipSalt(), address),
  });
}
