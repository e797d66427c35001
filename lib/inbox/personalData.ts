import { strToU8, zipSync, type Zippable } from 'fflate';
import { config } from '@/lib/config';
import { exportPerson, personJson, PERSON_DOCUMENT, recordExport, type PersonExport } from '@/lib/intake/personExport';
import { retentionDays } from '@/lib/intake/retention';
import { intakeRuntime } from '@/lib/intake/runtime';
import { isAdmin } from './roles';
import { staffOf } from './session';

/**
 * An admin's download of everything stored about one e-mail address (access and portability requests, GDPR Art. 15
 * and 20): one ZIP with person.json and the original files, the same export `npm run intake -- person --export`
 * writes to a folder (lib/intake/personExport.ts).
 */

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

const refusal = (status: 400 | 401 | 403 | 404, error: string) =>
  Response.json({ error }, { status, headers: PRIVATE });

/** The longest address a mailbox can have (RFC 5321: 64 + 1 + 255). */
const MAX_ADDRESS_LENGTH = 320;

/**
 * The export as a ZIP: person.json compressed, the files stored as they came (mostly compressed formats already,
 * and no core is kept busy deflating megabytes), each dated when it was received.
 */
export function personZip({ document, files }: PersonExport): Uint8Array<ArrayBuffer> {
  // fromEntries defines each name as the object's own key, whatever it is (`__proto__` too).
  const entries: Zippable = Object.fromEntries([
    [PERSON_DOCUMENT, [strToU8(personJson(document)), { level: 6, mtime: document.exportedAt }]],
    ...files.map((file) => [file.name, [file.bytes, { level: 0, mtime: file.receivedAt }]]),
  ]);
  return zipSync(entries);
}

/**
 * GET ?email=: the ZIP of what is stored for that address, to a signed-in admin only (401, 403), never cached, and
 * written to the audit log under the admin's e-mail with the address's keyed hash. Nothing stored: 404.
 */
export async function downloadPersonalData(request: Request): Promise<Response> {
  const staff = await staffOf(request.headers);
  if (!staff) return refusal(401, 'Sign in to the inbox first');
  if (!isAdmin(staff.role)) return refusal(403, 'Privacy requests are answered by an admin');
  const address = new URL(request.url).searchParams.get('email')?.trim() ?? '';
  if (address === '' || address.length > MAX_ADDRESS_LENGTH) return refusal(400, 'Give the e-mail address (?email=)');
  const store = intakeRuntime().store;
  const now = new Date();
  const exported = await exportPerson(store, address, { days: retentionDays(config), now });
  if (!exported) return refusal(404, 'Nothing is stored for this address');
  const zip = personZip(exported);
  await recordExport(store, address, { at: now, by: staff.email }, exported.document.submissions.length);
  return new Response(zip, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.zip"`,
      'Content-Length': String(zip.byteLength),
    },
  });
}
