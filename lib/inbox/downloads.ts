import { CSV_START, csvLine } from '@/lib/intake/csv';
import { intakeRuntime } from '@/lib/intake/runtime';
import { fileInfo, listInbox, type InboxCursor } from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import { storedFileName } from '@/lib/intake/http/fileName';
import { cursorOf, filterOf, type SearchParams } from './listing';
import { mayWork, STATUS_LABELS } from './roles';
import { staffOf, type Staff } from './session';

/**
 * The inbox's two downloads, route handlers both: a submission's file and a listing as CSV. Each checks the
 * session and the role itself (401, 403), is never cached, and leaves an audit entry.
 */

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

const refusal = (status: 401 | 403 | 404, error: string) => Response.json({ error }, { status, headers: PRIVATE });

async function signedIn(request: Request): Promise<Staff | Response> {
  const staff = await staffOf(request.headers);
  return staff ?? refusal(401, 'Sign in to the inbox first');
}

/** `attachment` with the visitor's file name, ASCII for old clients and UTF-8 for the rest (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A submission's file, only to someone who works its kind: as an attachment with the type detected from its bytes
 * when it came, `nosniff`, and a sandboxing policy, so a file made to look like a page runs nothing if opened.
 */
export async function downloadFile(request: Request, fileId: string): Promise<Response> {
  const staff = await signedIn(request);
  if (staff instanceof Response) return staff;
  const store = intakeRuntime().store;
  const info = await store.transact(fileInfo(fileId));
  if (!info) return refusal(404, 'No such file');
  if (!mayWork(staff.role, info.kind)) return refusal(403, 'This file is not part of your work in the inbox');
  const bytes = await store.fileBytes(fileId);
  if (!bytes) return refusal(404, 'No such file');
  await store.recordAudit({
    action: 'download',
    actor: { at: new Date(), by: staff.email },
    submissions: 1,
    addressHash: null,
    submissionId: info.submissionId,
  });
  return new Response(bytes, {
    headers: {
      ...PRIVATE,
      'Content-Type': info.type,
      'Content-Disposition': attachment(storedFileName(info.name)),
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/** How many submissions an export reads at a time. */
const EXPORT_BATCH = 500;

const COLUMNS: Record<SubmissionKind, readonly string[]> = {
  lead: ['name', 'email', 'phone', 'budget', 'timeline', 'leadType', 'sources', 'mailing', 'message'],
  application: ['name', 'email', 'phone', 'jobId', 'link', 'mailing', 'message'],
};
const ATTRIBUTION = ['utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'first_visit_at'];

const cellOf = (value: unknown) =>
  Array.isArray(value) ? value.join('; ') : value === undefined || value === null ? '' : String(value);

/**
 * The submissions a listing's filters select, all of them, as CSV: cells a spreadsheet never runs as formulas, UTF-8
 * with a byte-order mark, written batch by batch so a large export starts at once and holds little in memory.
 */
export async function exportCsv(request: Request, kind: SubmissionKind): Promise<Response> {
  const staff = await signedIn(request);
  if (staff instanceof Response) return staff;
  if (!mayWork(staff.role, kind)) return refusal(403, 'These are not part of your work in the inbox');
  const params: SearchParams = Object.fromEntries(new URL(request.url).searchParams);
  const filter = filterOf(kind, params);
  const store = intakeRuntime().store;
  const first = await store.transact(listInbox(store.dialect, filter, cursorOf(params), EXPORT_BATCH));
  await store.recordAudit({
    action: `export ${kind} csv`,
    actor: { at: new Date(), by: staff.email },
    submissions: first.total,
    addressHash: null,
  });
  const encoder = new TextEncoder();
  let page = first;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = ['id', 'received_at', 'status', 'assigned_to', ...COLUMNS[kind], ...ATTRIBUTION];
        controller.enqueue(encoder.encode(CSV_START + csvLine(header)));
      }
      const lines = page.rows.map((row) =>
        csvLine([
          row.id,
          row.receivedAt.toISOString(),
          STATUS_LABELS[row.status],
          row.assigneeName ?? '',
          ...COLUMNS[kind].map((key) => cellOf(row.fields[key])),
          ...ATTRIBUTION.map((key) => row.attribution[key] ?? ''),
        ]),
      );
      controller.enqueue(encoder.encode(lines.join('')));
      const next: InboxCursor | null = page.next;
      if (!next) return controller.close();
      page = await store.transact(listInbox(store.dialect, filter, next, EXPORT_BATCH));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`${kind === 'lead' ? 'leads' : 'applications'}-${day}.csv`),
    },
  });
}
