import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/config';

describe('readConfig', () => {
  it('falls back to the documented defaults', () => {
    expect(readConfig({})).toEqual({
      siteUrl: 'https://www.wolfpack-digital.com',
      gtmId: '',
      hotjarSiteId: '',
      chatAccountId: '',
      countryApiUrl: '',
      leadEndpoint: '/api/leads',
      applicationEndpoint: '/api/job-applications',
      intakeDb: 'data/intake.db',
      databaseUrl: '',
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 5000,
      databaseConnectTimeoutMs: 3000,
      leadForwardUrl: '',
      applicationForwardUrl: '',
      intakeRateLimit: 5,
      intakeRateWindowSeconds: 600,
      intakeInvalidRateLimit: 30,
      intakeTrustedProxyHops: 0,
      intakeSiteSubmissionsPerMinute: 60,
      intakeSiteMegabytesPerHour: 1024,
      intakeUploadAbandonedSeconds: 120,
      intakeStorageQuotaMegabytes: 5120,
      intakeMinFreeDiskMegabytes: 512,
      intakeAllowedOrigins: [],
      intakeLeadRetentionDays: 730,
      intakeApplicationRetentionDays: 180,
      smtpUrl: '',
      mailFrom: '',
      leadNotifyTo: [],
      applicationNotifyTo: [],
      mailAcknowledge: true,
      mailTeamNoticeOnly: false,
      smtpTimeoutMs: 15_000,
      serverDrainSeconds: 5,
      serverStopTimeoutSeconds: 120,
      forwardMaxAttempts: 15,
      forwardRetryBaseMs: 30_000,
      forwardTimeoutMs: 10_000,
    });
  });

  it('reads the intake limits as whole numbers and refuses nonsense', () => {
    const config = readConfig({ INTAKE_RATE_LIMIT: '0', INTAKE_TRUSTED_PROXY_HOPS: '1', FORWARD_TIMEOUT_MS: '2500' });
    expect(config).toMatchObject({ intakeRateLimit: 0, intakeTrustedProxyHops: 1, forwardTimeoutMs: 2500 });
    expect(() => readConfig({ INTAKE_RATE_LIMIT: 'many' })).toThrow(/INTAKE_RATE_LIMIT/);
    expect(() => readConfig({ FORWARD_MAX_ATTEMPTS: '0' })).toThrow(/FORWARD_MAX_ATTEMPTS/);
  });

  it('reads the origins allowed to post the forms as a list of URLs', () => {
    expect(
      readConfig({ INTAKE_ALLOWED_ORIGINS: ' https://a.example.com, https://b.example.com ' }).intakeAllowedOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(() => readConfig({ INTAKE_ALLOWED_ORIGINS: 'a.example.com' })).toThrow(/INTAKE_ALLOWED_ORIGINS/);
  });

  it('reads the mail settings, and refuses a mail server without a sender or a sender on two lines', () => {
    const config = readConfig({
      SMTP_URL: 'smtps://website:s%40cret@mail.example.com:465',
      MAIL_FROM: 'Wolfpack Digital <website@wolfpack-digital.com>',
      LEAD_NOTIFY_TO: 'sales@wolfpack-digital.com, founders@wolfpack-digital.com',
      MAIL_ACKNOWLEDGE: 'off',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://website:s%40cret@mail.example.com:465',
      leadNotifyTo: ['sales@wolfpack-digital.com', 'founders@wolfpack-digital.com'],
      applicationNotifyTo: [],
      mailAcknowledge: false,
    });
    expect(() => readConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM must be set when SMTP_URL is/);
    expect(() => readConfig({ MAIL_FROM: 'a@example.com\r\nBcc: x@example.com' })).toThrow(
      /MAIL_FROM must be one line/,
    );
    expect(() => readConfig({ LEAD_NOTIFY_TO: 'sales' })).toThrow(/LEAD_NOTIFY_TO/);
    expect(() => readConfig({ MAIL_ACKNOWLEDGE: 'sometimes' })).toThrow(/MAIL_ACKNOWLEDGE must be true or false/);
  });

  it('reads whether the team e-mail is only a notice, off unless set', () => {
    expect(readConfig({ MAIL_TEAM_NOTICE_ONLY: '' }).mailTeamNoticeOnly).toBe(false);
    for (const on of ['true', 'TRUE', '1', 'on', 'yes']) {
      expect(readConfig({ MAIL_TEAM_NOTICE_ONLY: on }).mailTeamNoticeOnly).toBe(true);
    }
    for (const off of ['false', '0', 'Off', 'no']) {
      expect(readConfig({ MAIL_TEAM_NOTICE_ONLY: off }).mailTeamNoticeOnly).toBe(false);
    }
    expect(readConfig({ MAIL_TEAM_NOTICE_ONLY: 'on' }).mailAcknowledge).toBe(true);
    expect(() => readConfig({ MAIL_TEAM_NOTICE_ONLY: 'sometimes' })).toThrow(
      'Invalid configuration: MAIL_TEAM_NOTICE_ONLY must be true or false',
    );
  });

  it('treats empty values as unset and trims the trailing slash of the site URL', () => {
    const config = readConfig({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com/', NEXT_PUBLIC_LEAD_ENDPOINT: '' });
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.leadEndpoint).toBe('/api/leads');
  });

  it('rejects a malformed site URL or Hotjar id with the variable named', () => {
    expect(() => readConfig({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => readConfig({ NEXT_PUBLIC_HOTJAR_SITE_ID: 'abc' })).toThrow(
      /NEXT_PUBLIC_HOTJAR_SITE_ID must be digits/,
    );
  });

  it('reads a PostgreSQL URL and its pool settings, and names DATABASE_URL when it is not one', () => {
    expect(
      readConfig({ DATABASE_URL: 'postgresql://intake:secret@db.internal:5432/site', DATABASE_POOL_SIZE: '4' }),
    ).toMatchObject({ databaseUrl: 'postgresql://intake:secret@db.internal:5432/site', databasePoolSize: 4 });
    expect(() => readConfig({ DATABASE_URL: 'mysql://db.internal/site' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the retention period of each kind in whole days, 0 keeping that kind', () => {
    expect(readConfig({ INTAKE_LEAD_RETENTION_DAYS: '365', INTAKE_APPLICATION_RETENTION_DAYS: '0' })).toMatchObject({
      intakeLeadRetentionDays: 365,
      intakeApplicationRetentionDays: 0,
    });
    expect(() => readConfig({ INTAKE_APPLICATION_RETENTION_DAYS: '-1' })).toThrow(/INTAKE_APPLICATION_RETENTION_DAYS/);
    expect(() => readConfig({ INTAKE_LEAD_RETENTION_DAYS: '6 months' })).toThrow(/INTAKE_LEAD_RETENTION_DAYS/);
  });

  it('has every variable it reads explained in .env.example', () => {
    const read = [...readFileSync('lib/config.ts', 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map(
      ([, name]) => name,
    );
    const listed = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
    expect(read.length).toBeGreaterThan(20);
    expect([...new Set(read)].filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('reads every setting it declares from the running server’s environment, not only in tests', () => {
    const source = readFileSync('lib/config.ts', 'utf8');
    const declared = [...source.slice(source.indexOf('const VARIABLES')).matchAll(/: '([A-Z][A-Z0-9_]*)',/g)].map(
      ([, name]) => name,
    );
    const read = [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name);
    expect(declared.length).toBeGreaterThan(30);
    // SERVER_DRAIN_SECONDS and SERVER_STOP_TIMEOUT_SECONDS were declared and never read: their defaults always held.
    expect(declared.filter((name) => !read.includes(name))).toEqual([]);
  });
});
