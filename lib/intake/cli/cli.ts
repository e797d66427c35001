import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { readConfig } from '@/lib/config';
import { parseReference } from '@/lib/forms/reference';
import { openBackend } from '../store/backend';
import { storedFileName } from '../http/fileName';
import { copyIntoPostgres } from '../store/postgresImport';
import { PostgresStore } from '../store/postgresStore';
import { MissingDatabaseError, openSqliteStore } from '../store/sqliteStore';
import {
  BackupUnsupportedError,
  SUBMISSION_KINDS,
  type Delivery,
  type DeliveryChannel,
  type IntakeStore,
  type Submission,
  type SubmissionKind,
} from '../store/store';
import { CONTROL_CHARACTERS, escapeControls, escapeExecutedControls, terminalJson } from './terminalText';

/**
 * `npm run intake -- <command>`: read, export, forward and purge what the built-in intake stored.
 * Exit codes: 0 done, 1 the store could not do it (missing database, unknown id), 2 bad arguments.
 * Stored text is the visitors': it reaches the terminal with its control characters made visible.
 */

export type CliIo = {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
  now?: () => Date;
};

class UsageError extends Error {}
class NotFoundError extends Error {}

type Command = {
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  positionals?: number;
  /** Creates the SQLite file when there is none (a first release); the other commands read an existing one. */
  createsDatabase?: boolean;
  run: (store: IntakeStore, args: ParsedArgs, io: CliIo) => Promise<void>;
};
type ParsedArgs = { values: Record<string, string | boolean | undefined>; positionals: string[] };

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

const COMMANDS: Record<string, Command> = {
  list: {
    summary: 'List stored submissions, newest first',
    usage: `list [--kind lead|application] [--since DATE] [--spam] [--json]
  --kind KIND    only leads or only job applications
  --since DATE   only those received on or after DATE (YYYY-MM-DD or an ISO 8601 time)
  --spam         list the submissions kept aside as spam instead
  --json         print JSON instead of a table`,
    options: {
      kind: { type: 'string' },
      since: { type: 'string' },
      spam: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    run: async (store, { values }, io) => {
      const submissions = await store.list(filterOf(values));
      if (values.json) return io.out(terminalJson(submissions.map(summary)) + '\n');
      if (submissions.length === 0) return io.out('No submissions.\n');
      const rows = submissions.map((s) => [
        s.id,
        s.receivedAt.toISOString().slice(0, 19).replace('T', ' '),
        s.kind,
        text(s.fields.name),
        text(s.fields.email),
        String(s.files.length),
        s.spam ?? '',
      ]);
      io.out(table(['ID', 'RECEIVED (UTC)', 'KIND', 'NAME', 'EMAIL', 'FILES', 'SPAM'], rows));
    },
  },
  show: {
    summary: 'Show one submission: every field, its attribution, files and deliveries',
    usage: `show ID
  ID  the whole id, or the reference the success page showed the visitor (0F8E 4C1A, any case, spaces optional)`,
    options: {},
    positionals: 1,
    run: async (store, { positionals }, io) => {
      const submission = await found(store, positionals[0]!);
      const deliveries = (await store.deliveries({ all: true })).filter((d) => d.submissionId === submission.id);
      const lines = [
        `${submission.kind === 'lead' ? 'Lead' : 'Job application'} ${submission.id}`,
        `Received:   ${submission.receivedAt.toISOString()}`,
        `Spam:       ${submission.spam ?? 'no'}`,
        `User agent: ${submission.userAgent}`,
        `Address:    ${submission.ipHash.slice(0, 16)} (salted hash)`,
        '',
        'Fields',
        ...Object.entries(submission.fields).map(([key, value]) => `  ${key}: ${text(value)}`),
        '',
        'Attribution',
        ...(Object.keys(submission.attribution).length === 0
          ? ['  (none)']
          : Object.entries(submission.attribution).map(([key, value]) => `  ${key}: ${value}`)),
        '',
        'Files',
        ...(submission.files.length === 0
          ? ['  (none)']
          : submission.files.map((f) => `  ${f.id}  ${f.name}  ${f.type}  ${f.size} bytes  sha256 ${f.sha256}`)),
        '',
        'Deliveries',
        ...(deliveries.length === 0
          ? ['  (none: not forwarded or e-mailed)']
          : deliveries.map((d) => `  ${deliveryLine(d)}`)),
      ];
      io.out(lines.map(escapeControls).join('\n') + '\n');
    },
  },
  export: {
    summary: 'Export submissions as CSV (for a spreadsheet) or JSON, to standard output',
    usage: `export --format csv|json [--since DATE] [--kind lead|application] [--spam]
  --format FORMAT  csv or json
  --since DATE     only those received on or after DATE
  --kind KIND      only leads or only job applications
  --spam           export the spam instead`,
    options: {
      format: { type: 'string' },
      since: { type: 'string' },
      kind: { type: 'string' },
      spam: { type: 'boolean' },
    },
    run: async (store, { values }, io) => {
      if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('--format must be csv or json');
      const submissions = (await store.list(filterOf(values))).reverse();
      io.out(values.format === 'json' ? terminalJson(submissions.map(summary)) + '\n' : toCsv(submissions));
    },
  },
  files: {
    summary: "Write a submission's files to a folder",
    usage: `files ID --out DIR
  ID         the whole id, or the reference the success page showed the visitor
  --out DIR  the folder to write them to (created if missing; a name already there gets a number in front)`,
    options: { out: { type: 'string' } },
    positionals: 1,
    run: async (store, { values, positionals }, io) => {
      if (typeof values.out !== 'string' || values.out === '') throw new UsageError('--out DIR is required');
      const submission = await found(store, positionals[0]!);
      if (submission.files.length === 0) return io.out('This submission has no files.\n');
      const folder = resolve(values.out);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      for (const file of submission.files) {
        const path = writeNewFile(
          folder,
          safeFileName(file.name),
          (await store.fileBytes(file.id)) ?? new Uint8Array(),
        );
        io.out(escapeControls(`${path}  (${file.size} bytes)`) + '\n');
      }
    },
  },
  purge: {
    summary: 'Delete submissions (with their files and deliveries) older than a number of days',
    usage: `purge --older-than DAYS
  --older-than DAYS  delete everything received more than DAYS days ago`,
    options: { 'older-than': { type: 'string' } },
    run: async (store, { values }, io) => {
      const days = Number(values['older-than']);
      if (typeof values['older-than'] !== 'string' || !/^\d+$/.test(values['older-than'])) {
        throw new UsageError('--older-than DAYS must be a whole number of days');
      }
      const before = new Date((io.now?.() ?? new Date()).getTime() - days * 24 * 60 * 60 * 1000);
      const deleted = await store.purge(before);
      io.out(`Deleted ${deleted} submission${deleted === 1 ? '' : 's'} received before ${before.toISOString()}.\n`);
    },
  },
  outbox: {
    summary: 'List deliveries (to the CRM, e-mails to the team and to senders) pending or dead-lettered',
    usage: `outbox [--all] [--json]
  --all   include delivered ones
  --json  print JSON instead of a table`,
    options: { all: { type: 'boolean' }, json: { type: 'boolean' } },
    run: async (store, { values }, io) => {
      const deliveries = await store.deliveries({ all: Boolean(values.all) });
      if (values.json) return io.out(terminalJson(deliveries) + '\n');
      if (deliveries.length === 0) return io.out('No pending or dead-lettered deliveries.\n');
      io.out(
        table(
          ['DELIVERY', 'SUBMISSION', 'KIND', 'WHAT', 'TO', 'STATE', 'TRIES', 'NEXT TRY (UTC)', 'LAST ERROR'],
          deliveries.map((d) => [
            d.id,
            d.submissionId,
            d.kind,
            CHANNEL_NAMES[d.channel],
            d.url,
            d.state,
            String(d.attempts),
            d.state === 'pending' ? d.nextAttemptAt.toISOString().slice(0, 19).replace('T', ' ') : '',
            d.lastError ?? '',
          ]),
        ),
      );
    },
  },
  retry: {
    summary: "Queue a delivery again (by its id), or a submission's undelivered ones (by its id)",
    usage: 'retry ID',
    options: {},
    positionals: 1,
    run: async (store, { positionals }, io) => {
      const deliveries = await store.retryDeliveries(positionals[0]!, io.now?.() ?? new Date());
      if (deliveries.length === 0) {
        throw new NotFoundError(`No delivery, or submission with deliveries still to make, with id ${positionals[0]}`);
      }
      for (const delivery of deliveries) {
        io.out(
          escapeControls(
            `Delivery ${delivery.id} (${CHANNEL_NAMES[delivery.channel]} to ${delivery.url}) is pending again; the running server sends it shortly.`,
          ) + '\n',
        );
      }
    },
  },
  migrate: {
    summary: 'Copy an existing SQLite database, files included, into PostgreSQL (DATABASE_URL)',
    usage: `migrate [--from FILE]
  --from FILE  the SQLite database to copy (default: INTAKE_DB, data/intake.db)
Ids, files and deliveries are kept; a submission already in PostgreSQL is skipped, so it is safe to run again.`,
    options: { from: { type: 'string' } },
    run: async (store, { values }, io) => {
      if (!(store instanceof PostgresStore)) {
        throw new UsageError('Set DATABASE_URL to the PostgreSQL database to copy into');
      }
      const from = typeof values.from === 'string' ? values.from : readConfig(io.env).intakeDb;
      const source = openSqliteStore(from, { mustExist: true });
      try {
        const report = await copyIntoPostgres(source, store);
        io.out(
          escapeControls(
            `Copied ${report.copied} submission${report.copied === 1 ? '' : 's'} (${report.files} file${report.files === 1 ? '' : 's'}) from ${resolve(from)} into PostgreSQL; ${report.alreadyThere} ${report.alreadyThere === 1 ? 'was' : 'were'} already there.`,
          ) + '\n',
        );
      } finally {
        await source.close();
      }
    },
  },
  upgrade: {
    summary: "Apply this release's database migrations now, before its servers start (the release does)",
    usage: `upgrade
Safe to run while the previous release serves: migrations only add, and on PostgreSQL one runs at a time.`,
    options: {},
    createsDatabase: true,
    run: async (store, _args, io) => {
      // Opening the store applied its migrations; a database newer than this code was refused there.
      await store.ping();
      io.out(`The ${store.backend === 'postgresql' ? 'PostgreSQL' : 'SQLite'} database is ready for this release.\n`);
    },
  },
  backup: {
    summary: 'Copy the database consistently while the site runs (SQLite; PostgreSQL: pg_dump)',
    usage: 'backup FILE',
    options: {},
    positionals: 1,
    run: async (store, { positionals }, io) => {
      const destination = resolve(positionals[0]!);
      await store.backup(destination);
      io.out(escapeControls(`Backed up to ${destination}.`) + '\n');
    },
  },
};

const MAIN_HELP = `Usage: npm run intake -- <command> [options]

Reads the submissions the site's built-in intake stored: in PostgreSQL when DATABASE_URL is set, else in
the SQLite file INTAKE_DB (default data/intake.db).

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(8)} ${command.summary}`)
  .join('\n')}

Run \`npm run intake -- <command> --help\` for a command's options.
`;

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(MAIN_HELP);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`${escapeControls(`Unknown command "${name}".`)}\n\n${MAIN_HELP}`);
    return 2;
  }
  const help = `Usage: npm run intake -- ${command.usage}\n\n${command.summary}.\n`;
  let args: ParsedArgs;
  try {
    args = parseArgs({ args: rest, options: { ...command.options, ...HELP }, allowPositionals: true, strict: true });
    if (args.values.help) {
      io.out(help);
      return 0;
    }
    if (args.positionals.length !== (command.positionals ?? 0)) {
      throw new UsageError(
        command.positionals ? 'Give exactly one ID' : `Unexpected argument "${args.positionals[0]}"`,
      );
    }
  } catch (error) {
    io.err(`${escapeControls((error as Error).message)}\n\n${help}`);
    return 2;
  }

  let store: IntakeStore | undefined;
  try {
    const config = readConfig(io.env);
    store = openBackend(config, config.intakeRateWindowSeconds * 1000, { mustExist: !command.createsDatabase }).store;
    await command.run(store, args, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${escapeControls(error.message)}\n\n${help}`);
      return 2;
    }
    if (
      error instanceof MissingDatabaseError ||
      error instanceof NotFoundError ||
      error instanceof BackupUnsupportedError
    ) {
      io.err(`${escapeControls(error.message)}\n`);
      return 1;
    }
    if (store?.backend === 'postgresql' && error instanceof Error) {
      // Down, unreachable, a wrong password or database name: say so without a stack trace.
      io.err(escapeControls(`Could not use the PostgreSQL database in DATABASE_URL: ${error.message}`) + '\n');
      return 1;
    }
    throw error;
  } finally {
    await store?.close();
  }
}

function filterOf(values: ParsedArgs['values']) {
  const kind = values.kind;
  if (kind !== undefined && !SUBMISSION_KINDS.includes(kind as SubmissionKind)) {
    throw new UsageError('--kind must be lead or application');
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(String(values.since));
    if (!/^\d{4}-\d{2}-\d{2}/.test(String(values.since)) || Number.isNaN(since.getTime())) {
      throw new UsageError(`--since must be a date such as 2026-01-31, not "${values.since}"`);
    }
  }
  return { kind: kind as SubmissionKind | undefined, since, spam: Boolean(values.spam) };
}

/** The submission a whole id or a visitor's short reference names (`parseReference`). */
async function found(store: IntakeStore, text: string): Promise<Submission> {
  const reference = parseReference(text);
  const id =
    reference && 'prefix' in reference ? await idOfPrefix(store, reference.prefix, text) : (reference?.id ?? text);
  const submission = await store.get(id);
  if (!submission) throw new NotFoundError(`No submission with id ${text}`);
  return submission;
}

/** The one id a short reference starts; two submissions sharing one (a rare accident) are named for the team to pick. */
async function idOfPrefix(store: IntakeStore, prefix: string, text: string): Promise<string> {
  const ids = await store.idsStartingWith(prefix);
  if (ids.length > 1)
    throw new NotFoundError(`${ids.length} submissions start with ${text}: ${ids.join(', ')}. Give the whole id.`);
  return ids[0] ?? text;
}

const summary = (s: Submission) => ({
  id: s.id,
  kind: s.kind,
  receivedAt: s.receivedAt.toISOString(),
  spam: s.spam,
  fields: s.fields,
  attribution: s.attribution,
  files: s.files,
  userAgent: s.userAgent,
});

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).join('; ')
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : value === undefined || value === null
        ? ''
        : String(value);

/** A table with one line per row, whatever the cells hold. */
function table(header: string[], cellRows: string[][]): string {
  const rows = cellRows.map((row) => row.map(escapeControls));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

/** What each kind of delivery is, in the CLI's words. */
const CHANNEL_NAMES: Record<DeliveryChannel, string> = {
  webhook: 'CRM',
  'team-mail': 'team e-mail',
  'ack-mail': 'acknowledgement',
};

const deliveryLine = (d: Delivery) =>
  `${d.id}  ${CHANNEL_NAMES[d.channel]}  ${d.state}  ${d.attempts} tries  ${d.url}${d.lastError ? `  last error: ${d.lastError}` : ''}`;

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

export function toCsv(submissions: Submission[]): string {
  const fieldKeys = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))];
  const attributionKeys = [...new Set(submissions.flatMap((s) => Object.keys(s.attribution)))];
  const header = ['id', 'kind', 'received_at', 'spam', ...fieldKeys, ...attributionKeys, 'files'];
  const rows = submissions.map((s) => [
    s.id,
    s.kind,
    s.receivedAt.toISOString(),
    s.spam ?? '',
    ...fieldKeys.map((key) => text(s.fields[key])),
    ...attributionKeys.map((key) => s.attribution[key] ?? ''),
    s.files.map((f) => `${f.name} (${f.size} bytes)`).join('; '),
  ]);
  // A byte-order mark so spreadsheet programs read the file as UTF-8; CRLF line ends as RFC 4180 says.
  return '\ufeff' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

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
 * Writes `bytes` to a new file `name` in `folder`, readable by its owner only; when the name is taken,
 * `2-name`, `3-name`... The exclusive flag never overwrites a file and never follows a symlink planted there.
 */
function writeNewFile(folder: string, name: string, bytes: Uint8Array): string {
  for (let copy = 1; ; copy += 1) {
    const path = join(folder, copy === 1 ? name : storedFileName(`${copy}-${name}`));
    try {
      writeFileSync(path, bytes, { flag: 'wx', mode: 0o600 });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
