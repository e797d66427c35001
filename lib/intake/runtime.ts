import { dirname } from 'node:path';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { createMailer, type Mailer } from '@/lib/intake/mail/transport';
import { applicationForm, leadForm, type IntakeForm } from './forms';
import { handleSubmission } from './http/handler';
import { allowedOrigins } from './guards/origin';
import { peerAddress } from './guards/peer';
import { openBackend } from './store/backend';
import type { AddressLimiter } from './guards/rateLimit';
import { OutboxRelay } from './relay/relay';
import { SiteCeiling } from './guards/siteCeiling';
import { freeBytesAt } from './guards/storageGuard';
import { Slots } from './guards/slots';
import { teamMailUrl, type IntakeStore } from './store/store';
import { startUploadSweeper } from './http/uploadFolder';

/**
 * The server's one store, rate limiters, ceiling and relay, shared by both route handlers and the
 * instrumentation hook (kept on globalThis: Next.js may load this module more than once in one process).
 */
type Runtime = {
  store: IntakeStore;
  limiter: AddressLimiter;
  invalidLimiter: AddressLimiter;
  ceiling: SiteCeiling;
  uploadSlots: Slots;
  relay: OutboxRelay;
  /** The mail server (SMTP_URL), or null without one: the relay's, and the back office's sign-in links. */
  mailer: Mailer | null;
  /** Sign-in links asked for, per front-door address and per e-mail address (lib/inbox/signIn.ts). */
  signInByAddress: AddressLimiter;
  signInByEmail: AddressLimiter;
};

const globalRuntime = globalThis as typeof globalThis & { __intakeRuntime?: Runtime };
const MB = 1024 * 1024;
/**
 * Sign-in links to the inbox: a few per e-mail address (a person who lost one asks again), more per front-door
 * address (an office shares one), in a quarter of an hour, so the form can neither flood a mailbox nor make our
 * mail server a spammer's.
 */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_IN_LINKS_PER_EMAIL = 3;
const SIGN_IN_LINKS_PER_ADDRESS = 10;
const MAIL_DEADLINE_TIMEOUTS = 4;
/**
 * Uploads whose files are checked and stored at once, holding at most that many files' bytes in memory; the rest
 * wait on disk. PostgreSQL writes elsewhere, so two keep a small server's two cores busy; SQLite writes on the
 * server's one JavaScript thread, so one at a time, with pages given their turn in between (`handler.ts`).
 */
const UPLOADS_AT_ONCE = config.databaseUrl ? 2 : 1;

export function intakeRuntime(): Runtime {
  if (!globalRuntime.__intakeRuntime) {
    const windowMs = config.intakeRateWindowSeconds * 1000;
    const { store, limiter } = openBackend(config, windowMs);
    // Files of uploads a killed server was receiving: nobody is waiting for them.
    startUploadSweeper(config.intakeUploadAbandonedSeconds * 1000, (message) => console.warn(message));
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, timeoutMs: config.smtpTimeoutMs });
    globalRuntime.__intakeRuntime = {
      store,
      mailer,
      limiter: limiter('stored', config.intakeRateLimit),
      invalidLimiter: limiter('refused', config.intakeInvalidRateLimit),
      ceiling: new SiteCeiling(config.intakeSiteSubmissionsPerMinute, config.intakeSiteMegabytesPerHour * MB),
      uploadSlots: new Slots(UPLOADS_AT_ONCE),
      signInByAddress: limiter('sign-in-address', SIGN_IN_LINKS_PER_ADDRESS, SIGN_IN_WINDOW_MS),
      signInByEmail: limiter('sign-in-email', SIGN_IN_LINKS_PER_EMAIL, SIGN_IN_WINDOW_MS),
      relay: new OutboxRelay({
        store,
        maxAttempts: config.forwardMaxAttempts,
        baseDelayMs: config.forwardRetryBaseMs,
        timeoutMs: config.forwardTimeoutMs,
        // An e-mail is a connection and a few commands, each with SMTP_TIMEOUT_MS; the whole message has four
        // times that, however the server trickles its answers.
        mailDeadlineMs: MAIL_DEADLINE_TIMEOUTS * config.smtpTimeoutMs,
        mailer,
        teamNoticeOnly: config.mailTeamNoticeOnly,
        destination: (kind, channel) => {
          if (channel === 'webhook') return forwardUrls[kind] || null;
          const team = teamAddresses[kind];
          return team.length > 0 ? teamMailUrl(team) : null;
        },
      }),
    };
  }
  return globalRuntime.__intakeRuntime;
}

const forwardUrls: Record<IntakeForm['kind'], string> = {
  lead: config.leadForwardUrl,
  application: config.applicationForwardUrl,
};
const teamAddresses: Record<IntakeForm['kind'], readonly string[]> = {
  lead: config.leadNotifyTo,
  application: config.applicationNotifyTo,
};
/** Who is e-mailed about each kind; nobody without a mail server. */
const notifyTo: Record<IntakeForm['kind'], readonly string[]> = config.smtpUrl
  ? teamAddresses
  : { lead: [], application: [] };

/** The POST handler of one form's route. */
export const receive = (form: IntakeForm) => async (request: Request) => {
  const runtime = intakeRuntime();
  return handleSubmission(request, form, {
    store: async () => runtime.store,
    limiter: runtime.limiter,
    invalidLimiter: runtime.invalidLimiter,
    ceiling: runtime.ceiling,
    uploadSlots: runtime.uploadSlots,
    storage: {
      quotaBytes: config.intakeStorageQuotaMegabytes * MB,
      minFreeBytes: config.intakeMinFreeDiskMegabytes * MB,
      // The free space of PostgreSQL's disk is not this machine's to see: only the quota applies there.
      freeBytes: () => (config.databaseUrl ? null : freeBytesAt(dirname(config.intakeDb))),
    },
    trustedProxyHops: config.intakeTrustedProxyHops,
    peerAddress,
    allowedOrigins: allowedOrigins(config.siteUrl, config.intakeAllowedOrigins),
    forwardUrl: forwardUrls[form.kind] || null,
    notifyTo: notifyTo[form.kind],
    acknowledge: config.smtpUrl !== '' && config.mailAcknowledge,
    contactEmail: site.email,
    onStored: () => runtime.relay.wake(),
  });
};

export const receiveLead = receive(leadForm);
export const receiveApplication = receive(applicationForm);
