import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { readConfig } from '@/lib/config';
import { parseReference } from '@/lib/forms/reference';
import { RETENTION_VARIABLES, deletionDate, retentionCutoffs, retentionDays } from '../retention';
import { openBackend } from '../store/backend';
import { normalizeAddress } from '../store/privacy';
import { storedFileName } from '../http/fileName';
import { PERSON_DOCUMENT, deliveriesOf, exportPerson, personJson, recordExport, safeFileName } from '../personExport';
import { copyIntoPostgres } from '../store/postgresImport';
import { disableStaff, inviteStaff, listStaff } from '../store/inbox';
import { ROLES, isRole } from '@/lib/inbox/roles';
import { PostgresStore } from '../store/postgresStore';
import { MissingDatabaseError, openSqliteStore } from '../store/sqliteStore';
import {
  BackupUnsupportedError,
  SUBMISSION_KINDS,
  type Actor,
  type Delivery,
  type DeliveryChannel,
  type IntakeStore,
  type Removal,
  type Submission,
  type SubmissionKind,
  type Tombstone,
} from '../store/store';
import { escapeControls, terminalJson } from './terminalText';
import { CSV_START, csvLine } from '../csv';

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

/** The safe names files are written under (kept here for the command's callers). */
export { safeFileName };

class UsageError extends Error {}
class NotFoundError extends Error {}
/** A destructive command run without `--yes`: it showed what would go and did nothing. */
class UnconfirmedError extends Error {}

type Command = {
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments it takes: exactly that many, or from `min` to `max`. */
  positionals?: number | { min: number; max: number };
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
      const deliveries = await store.deliveries({ all: true, of: [submission.id] });
      const lines = [
        `${submission.kind === 'lead' ? 'Lead' : 'Job application'} ${submission.id}`,
        `Received:   ${submission.receivedAt.toISOString()}`,
        `Spam:       ${submission.spam ?? 'no'}`,
        `Deleted:    ${deletionLine(submission, io)}`,
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
    summary: 'Delete what is past its retention period (or older than a number of days), leaving tombstones',
    usage: `purge [--older-than DAYS] [--by NAME]
  --older-than DAYS  delete everything received more than DAYS days ago, whatever its kind
                     (without it: each kind past INTAKE_LEAD_RETENTION_DAYS / INTAKE_APPLICATION_RETENTION_DAYS,
                     what the running server does every day)
  --by NAME          who purged, for the audit log (default: your user name on this machine)
Files and deliveries go with their submissions; a tombstone without personal data is left for each.`,
    options: { 'older-than': { type: 'string' }, by: { type: 'string' } },
    run: async (store, { values }, io) => {
      const actor = actorOf(values, io);
      const olderThan = values['older-than'];
      if (olderThan === undefined) {
        const cutoffs = retentionCutoffs(retentionDays(readConfig(io.env)), actor.at);
        const removal = await store.purge(cutoffs, actor);
        const kept = (['lead', 'application'] as const).map((kind) =>
          cutoffs[kind]
            ? `${KIND_PLURALS[kind]} received before ${cutoffs[kind].toISOString()}`
            : `no ${KIND_PLURALS[kind]} (kept)`,
        );
        return io.out(
          `Deleted ${count(removal.tombstones.length, 'submission')} past their retention period: ${kept.join(', ')}.\n`,
        );
      }
      if (typeof olderThan !== 'string' || !/^\d+$/.test(olderThan)) {
        throw new UsageError('--older-than DAYS must be a whole number of days');
      }
      const before = new Date(actor.at.getTime() - Number(olderThan) * 24 * 60 * 60 * 1000);
      const removal = await store.purge({ lead: before, application: before }, actor);
      io.out(`Deleted ${count(removal.tombstones.length, 'submission')} received before ${before.toISOString()}.\n`);
    },
  },
  person: {
    summary: 'Find everything stored about one e-mail address, and export it (access requests, GDPR Art. 15 and 20)',
    usage: `person EMAIL [--export DIR] [--by NAME]
  EMAIL         the address, in any case (spaces around it are ignored)
  --export DIR  write it all to DIR (created if missing): person.json with every field, the attribution and the
                deliveries of each submission, and the original files beside it
  --by NAME     who exported it, for the audit log (default: your user name on this machine)`,
    options: { export: { type: 'string' }, by: { type: 'string' } },
    positionals: 1,
    run: async (store, { values, positionals }, io) => {
      const address = positionals[0]!;
      const submissions = await store.findByAddress(address);
      const deliveries = await deliveriesOf(store, submissions);
      if (submissions.length === 0) return io.out(escapeControls(`Nothing is stored for ${address}.`) + '\n');
      io.out(personTable(submissions, deliveries, io));
      if (values.export === undefined) return;
      if (typeof values.export !== 'string' || values.export === '')
        throw new UsageError('--export DIR needs a folder');
      const folder = resolve(values.export);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const actor = actorOf(values, io);
      const exported = await exportPerson(store, address, {
        days: retentionDays(readConfig(io.env)),
        now: actor.at,
        taken: (name) => existsSync(join(folder, name)),
      });
      if (!exported) return io.out(escapeControls(`Nothing is stored for ${address}.`) + '\n');
      const described = new Map(exported.document.submissions.flatMap((s) => s.files).map((f) => [f.savedAs, f]));
      for (const file of exported.files) {
        // Named to be free in the folder; should another program take the name meanwhile, the next free one.
        described.get(file.name)!.savedAs = basename(writeNewFile(folder, file.name, file.bytes));
      }
      const path = writeNewFile(folder, PERSON_DOCUMENT, Buffer.from(personJson(exported.document)));
      await recordExport(store, address, actor, exported.document.submissions.length);
      io.out(escapeControls(`Exported to ${path}, with ${count(exported.files.length, 'file')} beside it.`) + '\n');
    },
  },
  erase: {
    summary: 'Erase everything about one e-mail address (GDPR Art. 17), or erase again after restoring a backup',
    usage: `erase EMAIL [--yes] [--by NAME]
       npm run intake -- erase --reapply [--from FILE] [--by NAME]
  EMAIL        the address, in any case (spaces around it are ignored)
  --yes        erase; without it, shows what would go and erases nothing
  --by NAME    who erased, for the audit log (default: your user name on this machine)
  --reapply    after restoring a backup: delete again every submission that has a tombstone
  --from FILE  with --reapply: the tombstones saved before the restore (\`npm run intake -- tombstones > FILE\`)
Its submissions, their files and deliveries go in one transaction; a tombstone without personal data is left for each.`,
    options: {
      yes: { type: 'boolean' },
      by: { type: 'string' },
      reapply: { type: 'boolean' },
      from: { type: 'string' },
    },
    positionals: { min: 0, max: 1 },
    run: async (store, { values, positionals }, io) => {
      const actor = actorOf(values, io);
      if (values.reapply) {
        if (positionals.length > 0) throw new UsageError('--reapply takes no EMAIL: it erases every tombstone again');
        const imported = typeof values.from === 'string' ? readTombstones(values.from) : [];
        const erased = await store.reapplyTombstones(imported, actor);
        return io.out(`Erased again ${count(erased, 'submission')} that had a tombstone.\n`);
      }
      const address = positionals[0];
      if (address === undefined) throw new UsageError('Give the EMAIL to erase, or --reapply');
      if (!values.yes) {
        const submissions = await store.findByAddress(address);
        if (submissions.length === 0) return io.out(escapeControls(`Nothing is stored for ${address}.`) + '\n');
        io.out(personTable(submissions, await deliveriesOf(store, submissions), io));
        throw new UnconfirmedError(
          `Nothing was erased. To erase these ${count(submissions.length, 'submission')} with their files and deliveries, run again with --yes.`,
        );
      }
      io.out(
        erasureReport(address, await store.erase(address, actor))
          .map(escapeControls)
          .join('\n') + '\n',
      );
    },
  },
  tombstones: {
    summary: 'Print the tombstones of erased and purged submissions as JSON (keep it apart from the backups)',
    usage: `tombstones
Ids, kinds and dates only: no personal data. After restoring a backup, \`erase --reapply --from FILE\` erases them again.`,
    options: {},
    run: async (store, _args, io) => io.out(terminalJson(await store.tombstones()) + '\n'),
  },
  audit: {
    summary: 'List the audit log of exports, erasures and purges (who, when, how many; no personal data)',
    usage: 'audit',
    options: {},
    run: async (store, _args, io) => {
      const entries = await store.auditLog();
      if (entries.length === 0) return io.out('The audit log is empty.\n');
      io.out(
        table(
          ['AT (UTC)', 'BY', 'ACTION', 'SUBMISSIONS', 'ADDRESS (KEYED HASH)'],
          entries.map((e) => [
            utc(e.actor.at),
            e.actor.by,
            e.action,
            String(e.submissions),
            e.addressHash?.slice(0, 16) ?? '',
          ]),
        ),
      );
    },
  },
  staff: {
    summary: 'Invite people to the inbox, disable them, or list them (the first admin is invited here)',
    usage: `staff list
staff invite EMAIL --name NAME --role admin|sales|recruiting|marketing [--by NAME]
staff disable EMAIL [--by NAME]
  invite    lets EMAIL ask for a sign-in link at /inbox/sign-in (again, with this role, if it was disabled)
  disable   ends their sessions at once; their links no longer sign in`,
    options: { name: { type: 'string' }, role: { type: 'string' }, by: { type: 'string' } },
    positionals: { min: 1, max: 2 },
    // The first admin may be invited before the server ever ran.
    createsDatabase: true,
    run: async (store, { values, positionals }, io) => {
      const [action, email] = positionals;
      if (action === 'list') {
        const people = await store.transact(listStaff());
        if (people.length === 0) return io.out('Nobody is invited yet: staff invite EMAIL --name NAME --role admin\n');
        return io.out(
          table(
            ['EMAIL', 'NAME', 'ROLE', 'STATE', 'LAST SIGN-IN (UTC)'],
            people.map((p) => [
              p.email,
              p.name,
              p.role,
              p.disabledAt ? `disabled ${utc(p.disabledAt)}` : 'active',
              p.lastSignInAt ? utc(p.lastSignInAt) : 'never',
            ]),
          ),
        );
      }
      const address = z.email().safeParse(email?.trim());
      if (!address.success) throw new UsageError('Give the EMAIL of the person');
      if (action === 'invite') {
        const name = typeof values.name === 'string' ? values.name.trim() : '';
        if (name === '') throw new UsageError('Give their --name, as the inbox shows it to others');
        if (!isRole(values.role)) throw new UsageError(`Give their --role: ${ROLES.join(', ')}`);
        const person = await store.transact(
          inviteStaff({ email: address.data, name, role: values.role }, actorOf(values, io)),
        );
        return io.out(`Invited ${person.name} <${person.email}> as ${person.role}: they sign in at /inbox/sign-in.\n`);
      }
      if (action === 'disable') {
        if (!(await store.transact(disableStaff(address.data, actorOf(values, io))))) {
          throw new NotFoundError(`Nobody with the address ${address.data} is invited`);
        }
        return io.out(`Disabled ${address.data}: their sessions have ended.\n`);
      }
      throw new UsageError('staff takes list, invite or disable');
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
  .map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}`)
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
    const { min, max } =
      typeof command.positionals === 'object'
        ? command.positionals
        : { min: command.positionals ?? 0, max: command.positionals ?? 0 };
    if (args.positionals.length < min || args.positionals.length > max) {
      throw new UsageError(
        max === 0
          ? `Unexpected argument "${args.positionals[0]}"`
          : `Give exactly one ${name === 'person' || name === 'erase' ? 'EMAIL' : 'ID'}`,
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
      error instanceof UnconfirmedError ||
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

const KIND_PLURALS: Record<SubmissionKind, string> = { lead: 'leads', application: 'job applications' };

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const utc = (time: Date) => time.toISOString().slice(0, 19).replace('T', ' ');

/** Who runs a command that changes or exports personal data, for the audit log: `--by`, else the OS user. */
function actorOf(values: ParsedArgs['values'], io: CliIo): Actor {
  const at = io.now?.() ?? new Date();
  if (typeof values.by === 'string' && values.by.trim() !== '') return { at, by: values.by.trim() };
  let user = io.env.USER ?? io.env.LOGNAME ?? '';
  try {
    user = userInfo().username;
  } catch {
    // No entry for this uid (a container): the environment's name, if any.
  }
  return { at, by: user || 'unknown' };
}

/** When the daily purge deletes a submission, under the retention setting of its kind. */
function deletionLine(submission: Submission, io: CliIo): string {
  const variable = RETENTION_VARIABLES[submission.kind];
  const days = retentionDays(readConfig(io.env))[submission.kind];
  const date = deletionDate(days, submission.receivedAt);
  if (!date) return `never by the daily purge (${variable}=0); erase it when asked`;
  const when =
    date <= (io.now?.() ?? new Date()) ? `by the next daily purge (due ${date.toISOString()})` : date.toISOString();
  return `${when}, ${days} days after it was received (${variable})`;
}

function personTable(submissions: Submission[], deliveries: Map<string, Delivery[]>, io: CliIo): string {
  const days = retentionDays(readConfig(io.env));
  return table(
    ['ID', 'RECEIVED (UTC)', 'KIND', 'NAME', 'FILES', 'DELIVERED TO', 'SPAM', 'DELETED ON'],
    submissions.map((s) => [
      s.id,
      utc(s.receivedAt),
      s.kind,
      text(s.fields.name),
      String(s.files.length),
      (deliveries.get(s.id) ?? [])
        .filter((d) => d.state === 'delivered')
        .map((d) => CHANNEL_NAMES[d.channel])
        .join(', '),
      s.spam ?? '',
      deletionDate(days[s.kind], s.receivedAt)?.toISOString().slice(0, 10) ?? 'never',
    ]),
  );
}

/** What an erasure did, and whom the team must tell (Art. 19): the CRM and mailboxes it had already reached. */
function erasureReport(address: string, removal: Removal): string[] {
  if (removal.tombstones.length === 0) {
    return [`Nothing is stored for ${address}; nothing was erased (recorded in the audit log).`];
  }
  const lines = [
    `Erased ${count(removal.tombstones.length, 'submission')} of ${normalizeAddress(address)} with ${count(removal.files, 'file')}` +
      (removal.cancelled > 0 ? `; ${count(removal.cancelled, 'delivery')} not yet made will not be made.` : '.'),
    'Tombstones left (no personal data):',
    ...removal.tombstones.map((t) => `  ${t.submissionId}  ${t.kind}  received ${t.receivedAt.toISOString()}`),
  ];
  const told = removal.delivered.filter((d) => d.channel !== 'ack-mail');
  lines.push(
    ...(told.length === 0
      ? ['It had not been delivered to the CRM or by e-mail to the team: nobody else holds a copy.']
      : [
          'Already delivered: tell these recipients to erase their copy (GDPR Art. 19):',
          ...told.map(
            (d) =>
              `  ${CHANNEL_NAMES[d.channel]}  ${d.url}  delivered ${d.deliveredAt!.toISOString()}  (submission ${d.submissionId}${d.channel === 'webhook' ? `, Idempotency-Key ${d.idempotencyKey}` : ''})`,
          ),
        ]),
    'Backups made before now still hold it until they rotate: after restoring one, run `npm run intake -- erase --reapply`.',
  );
  return lines;
}

/** The tombstones file `tombstones` printed (saved before a restore), checked. */
const tombstonesFile = z.array(
  z.object({
    submissionId: z.string().min(1),
    kind: z.enum(SUBMISSION_KINDS),
    receivedAt: z.iso.datetime().transform((time) => new Date(time)),
    removedAt: z.iso.datetime().transform((time) => new Date(time)),
    reason: z.enum(['erasure', 'retention']),
    addressHash: z.string().nullable(),
  }),
);

function readTombstones(file: string): Tombstone[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--from ${file}: not a tombstones file (${(error as Error).message})`);
  }
  const parsed = tombstonesFile.safeParse(json);
  if (!parsed.success) {
    throw new UsageError(
      `--from ${file}: not the JSON \`npm run intake -- tombstones\` prints (${parsed.error.issues[0]!.message})`,
    );
  }
  return parsed.data;
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
  return CSV_START + [header, ...rows].map(csvLine).join('');
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
