import { z } from 'zod';
import { SITE_ORIGIN } from '@/content/brand';

/**
 * Runtime configuration, read once and validated. NEXT_PUBLIC_* values are
 * inlined at build time, so each is referenced by its literal name below.
 * An empty id disables that integration.
 */
const optionalId = z.string().trim().default('');
const path = (fallback: string) => z.string().trim().min(1).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/** A comma-separated list, each item checked by `item`. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
/** A yes-or-no setting: `true`/`false`, also `1`/`0`, `on`/`off`, `yes`/`no`, in any case. */
const flag = (fallback: boolean) =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' }))
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const configSchema = z
  .object({
    /**
     * Canonical origin for URLs in metadata, sitemap, feed and JSON-LD. Unset, it is the agency's real
     * origin, never the machine that built the pages: a build without the variable is still correct.
     */
    siteUrl: z
      .url()
      .default(SITE_ORIGIN)
      .transform((url) => url.replace(/\/+$/, '')),
    /** Google Tag Manager container id (GTM-XXXX). */
    gtmId: optionalId,
    /** Hotjar site id (digits). */
    hotjarSiteId: optionalId.refine((id) => id === '' || /^\d+$/.test(id), 'must be digits'),
    /** Chat widget (Drift) account id. */
    chatAccountId: optionalId,
    /** Country lookup endpoint returning JSON with a `country` field. */
    countryApiUrl: optionalId,
    /** Where the contact form posts. */
    leadEndpoint: path('/api/leads'),
    /** Where the job application posts. */
    applicationEndpoint: path('/api/job-applications'),
    /** SQLite file of the built-in intake. */
    intakeDb: path('data/intake.db'),
    /** PostgreSQL connection string; when set it replaces SQLite (several servers share it). */
    databaseUrl: optionalId.refine(
      (url) => url === '' || /^postgres(ql)?:\/\/[^\s]+$/i.test(url),
      'must be a postgres:// or postgresql:// URL',
    ),
    /** Connections each server keeps to PostgreSQL, and its time-outs. */
    databasePoolSize: count(10).pipe(z.number().min(1)),
    databaseStatementTimeoutMs: count(5000).pipe(z.number().min(1)),
    databaseConnectTimeoutMs: count(3000).pipe(z.number().min(1)),
    /** CRM endpoints stored submissions are re-posted to. */
    leadForwardUrl: optionalId,
    applicationForwardUrl: optionalId,
    /** Submissions one address may send per window (0 turns the limit off). */
    intakeRateLimit: count(5),
    intakeRateWindowSeconds: count(600).pipe(z.number().min(1)),
    /** Refused (invalid) posts one address may make per window before it must wait (0: no limit). */
    intakeInvalidRateLimit: count(30),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For. 0: no proxy is trusted
     * and the address is the connection's own, whatever the request's headers say.
     */
    intakeTrustedProxyHops: count(0),
    /** Site-wide ceilings, whoever sends: stored submissions per minute and stored file megabytes per hour. */
    intakeSiteSubmissionsPerMinute: count(60),
    intakeSiteMegabytesPerHour: count(1024),
    /** Storage quota: megabytes of stored files, and megabytes that must stay free on the store's disk. */
    intakeStorageQuotaMegabytes: count(5120),
    intakeMinFreeDiskMegabytes: count(512),
    /**
     * Seconds after which an upload folder that no running server keeps fresh is removed (a killed server's; each
     * server sweeps every half of it).
     */
    intakeUploadAbandonedSeconds: count(120).pipe(z.number().min(2)),
    /** Other origins whose pages may post the forms (comma-separated), besides this site's own. */
    intakeAllowedOrigins: commaList(z.url()),
    /**
     * Days a lead and a job application are kept after they were received before the daily purge deletes them
     * (leaving a tombstone); 0 keeps that kind until it is erased or purged by hand. Why these: docs/intake.md.
     */
    intakeLeadRetentionDays: count(730),
    intakeApplicationRetentionDays: count(180),
    /** Outgoing mail server (smtp:// or smtps://, with credentials); empty: no e-mail is sent. */
    smtpUrl: optionalId.refine(
      (url) => url === '' || /^smtps?:\/\/[^\s]+$/i.test(url),
      'must be an smtp:// or smtps:// URL',
    ),
    /** The sender of every e-mail, e.g. `Wolfpack Digital <website@wolfpack-digital.com>`. */
    mailFrom: z
      .string()
      .default('')
      .transform((from) => from.trim()),
    /** Who hears of each lead and each application. */
    leadNotifyTo: commaList(z.email()),
    applicationNotifyTo: commaList(z.email()),
    /** Whether senders get an acknowledgement (at most one per address a day). */
    mailAcknowledge: flag(true),
    /**
     * Whether the team's e-mail is only a notice (what came in, when, its reference and a link to it in the inbox)
     * instead of the submission with its files: copies in mailboxes are out of reach of an erasure.
     */
    mailTeamNoticeOnly: flag(false),
    /** Time-outs of the mail server's connection and of each of its answers. */
    smtpTimeoutMs: count(15_000).pipe(z.number().min(1)),
    /**
     * A stopping server (SIGTERM with NEXT_MANUAL_SIG_HANDLE set, as `deploy/` runs it): seconds it keeps answering
     * after its health check turns 503, for the proxy to notice; and the longest it then waits for requests in
     * flight, such as an upload, before it ends.
     */
    serverDrainSeconds: count(5),
    serverStopTimeoutSeconds: count(120).pipe(z.number().min(1)),
    /** Forwarding: tries before a delivery is dead-lettered, first retry delay, per-try time-out. */
    forwardMaxAttempts: count(15).pipe(z.number().min(1)),
    forwardRetryBaseMs: count(30_000).pipe(z.number().min(1)),
    forwardTimeoutMs: count(10_000).pipe(z.number().min(1)),
  })
  .superRefine((config, context) => {
    // Mail needs a sender; the sender reaches a header, so it may not break a line.
    if (config.smtpUrl !== '' && config.mailFrom === '') {
      context.addIssue({ code: 'custom', path: ['mailFrom'], message: 'must be set when SMTP_URL is' });
    }
    if (/[\r\n]/.test(config.mailFrom)) {
      context.addIssue({ code: 'custom', path: ['mailFrom'], message: 'must be one line' });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Empty strings count as unset so `.env` lines like `NEXT_PUBLIC_GTM_ID=` fall back to defaults. */
const unsetIfEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** The environment variable each setting is read from (errors name it). */
const VARIABLES = {
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  gtmId: 'NEXT_PUBLIC_GTM_ID',
  hotjarSiteId: 'NEXT_PUBLIC_HOTJAR_SITE_ID',
  chatAccountId: 'NEXT_PUBLIC_CHAT_ACCOUNT_ID',
  countryApiUrl: 'NEXT_PUBLIC_COUNTRY_API_URL',
  leadEndpoint: 'NEXT_PUBLIC_LEAD_ENDPOINT',
  applicationEndpoint: 'NEXT_PUBLIC_APPLICATION_ENDPOINT',
  intakeDb: 'INTAKE_DB',
  databaseUrl: 'DATABASE_URL',
  databasePoolSize: 'DATABASE_POOL_SIZE',
  databaseStatementTimeoutMs: 'DATABASE_STATEMENT_TIMEOUT_MS',
  databaseConnectTimeoutMs: 'DATABASE_CONNECT_TIMEOUT_MS',
  leadForwardUrl: 'LEAD_FORWARD_URL',
  applicationForwardUrl: 'APPLICATION_FORWARD_URL',
  intakeRateLimit: 'INTAKE_RATE_LIMIT',
  intakeRateWindowSeconds: 'INTAKE_RATE_WINDOW_SECONDS',
  intakeInvalidRateLimit: 'INTAKE_INVALID_RATE_LIMIT',
  intakeTrustedProxyHops: 'INTAKE_TRUSTED_PROXY_HOPS',
  intakeSiteSubmissionsPerMinute: 'INTAKE_SITE_SUBMISSIONS_PER_MINUTE',
  intakeSiteMegabytesPerHour: 'INTAKE_SITE_MB_PER_HOUR',
  intakeUploadAbandonedSeconds: 'INTAKE_UPLOAD_ABANDONED_SECONDS',
  intakeStorageQuotaMegabytes: 'INTAKE_STORAGE_QUOTA_MB',
  intakeMinFreeDiskMegabytes: 'INTAKE_MIN_FREE_DISK_MB',
  intakeAllowedOrigins: 'INTAKE_ALLOWED_ORIGINS',
  intakeLeadRetentionDays: 'INTAKE_LEAD_RETENTION_DAYS',
  intakeApplicationRetentionDays: 'INTAKE_APPLICATION_RETENTION_DAYS',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  leadNotifyTo: 'LEAD_NOTIFY_TO',
  applicationNotifyTo: 'APPLICATION_NOTIFY_TO',
  mailAcknowledge: 'MAIL_ACKNOWLEDGE',
  mailTeamNoticeOnly: 'MAIL_TEAM_NOTICE_ONLY',
  smtpTimeoutMs: 'SMTP_TIMEOUT_MS',
  serverDrainSeconds: 'SERVER_DRAIN_SECONDS',
  serverStopTimeoutSeconds: 'SERVER_STOP_TIMEOUT_SECONDS',
  forwardMaxAttempts: 'FORWARD_MAX_ATTEMPTS',
  forwardRetryBaseMs: 'FORWARD_RETRY_BASE_MS',
  forwardTimeoutMs: 'FORWARD_TIMEOUT_MS',
} as const satisfies Record<keyof z.input<typeof configSchema>, string>;

export function readConfig(env: Record<string, string | undefined>): Config {
  const input = Object.fromEntries(Object.entries(VARIABLES).map(([key, name]) => [key, unsetIfEmpty(env[name])]));
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${VARIABLES[issue.path[0] as keyof typeof VARIABLES] ?? issue.path.join('.')} ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

// Literal references so Next inlines the public values into client bundles.
export const config: Config = readConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_HOTJAR_SITE_ID: process.env.NEXT_PUBLIC_HOTJAR_SITE_ID,
  NEXT_PUBLIC_CHAT_ACCOUNT_ID: process.env.NEXT_PUBLIC_CHAT_ACCOUNT_ID,
  NEXT_PUBLIC_COUNTRY_API_URL: process.env.NEXT_PUBLIC_COUNTRY_API_URL,
  NEXT_PUBLIC_LEAD_ENDPOINT: process.env.NEXT_PUBLIC_LEAD_ENDPOINT,
  NEXT_PUBLIC_APPLICATION_ENDPOINT: process.env.NEXT_PUBLIC_APPLICATION_ENDPOINT,
  INTAKE_DB: process.env.INTAKE_DB,
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  DATABASE_STATEMENT_TIMEOUT_MS: process.env.DATABASE_STATEMENT_TIMEOUT_MS,
  DATABASE_CONNECT_TIMEOUT_MS: process.env.DATABASE_CONNECT_TIMEOUT_MS,
  LEAD_FORWARD_URL: process.env.LEAD_FORWARD_URL,
  APPLICATION_FORWARD_URL: process.env.APPLICATION_FORWARD_URL,
  INTAKE_RATE_LIMIT: process.env.INTAKE_RATE_LIMIT,
  INTAKE_RATE_WINDOW_SECONDS: process.env.INTAKE_RATE_WINDOW_SECONDS,
  INTAKE_INVALID_RATE_LIMIT: process.env.INTAKE_INVALID_RATE_LIMIT,
  INTAKE_TRUSTED_PROXY_HOPS: process.env.INTAKE_TRUSTED_PROXY_HOPS,
  INTAKE_SITE_SUBMISSIONS_PER_MINUTE: process.env.INTAKE_SITE_SUBMISSIONS_PER_MINUTE,
  INTAKE_SITE_MB_PER_HOUR: process.env.INTAKE_SITE_MB_PER_HOUR,
  INTAKE_UPLOAD_ABANDONED_SECONDS: process.env.INTAKE_UPLOAD_ABANDONED_SECONDS,
  INTAKE_STORAGE_QUOTA_MB: process.env.INTAKE_STORAGE_QUOTA_MB,
  INTAKE_MIN_FREE_DISK_MB: process.env.INTAKE_MIN_FREE_DISK_MB,
  INTAKE_ALLOWED_ORIGINS: process.env.INTAKE_ALLOWED_ORIGINS,
  INTAKE_LEAD_RETENTION_DAYS: process.env.INTAKE_LEAD_RETENTION_DAYS,
  INTAKE_APPLICATION_RETENTION_DAYS: process.env.INTAKE_APPLICATION_RETENTION_DAYS,
  SMTP_URL: process.env.SMTP_URL,
  MAIL_FROM: process.env.MAIL_FROM,
  LEAD_NOTIFY_TO: process.env.LEAD_NOTIFY_TO,
  APPLICATION_NOTIFY_TO: process.env.APPLICATION_NOTIFY_TO,
  MAIL_ACKNOWLEDGE: process.env.MAIL_ACKNOWLEDGE,
  MAIL_TEAM_NOTICE_ONLY: process.env.MAIL_TEAM_NOTICE_ONLY,
  SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS,
  FORWARD_MAX_ATTEMPTS: process.env.FORWARD_MAX_ATTEMPTS,
  FORWARD_RETRY_BASE_MS: process.env.FORWARD_RETRY_BASE_MS,
  FORWARD_TIMEOUT_MS: process.env.FORWARD_TIMEOUT_MS,
  SERVER_DRAIN_SECONDS: process.env.SERVER_DRAIN_SECONDS,
  SERVER_STOP_TIMEOUT_SECONDS: process.env.SERVER_STOP_TIMEOUT_SECONDS,
});
