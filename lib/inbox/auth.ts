import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins';
import { nextCookies } from 'better-auth/next-js';
import { config } from '@/lib/config';
import { intakeRuntime } from '@/lib/intake/runtime';
import { findStaff, getStaff } from '@/lib/intake/store/inbox';
import { signInMail } from './signInMail';

/** How long a sign-in link works, in seconds. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** A session ends after this long without use, in seconds (a working day and a bit). */
const SESSION_SECONDS = 12 * 60 * 60;
/** A session in use is extended at most this often, in seconds. */
const SESSION_REFRESH_SECONDS = 60 * 60;

/** The page a sign-in link opens: it shows a button that posts the token, so a mail scanner's GET spends nothing. */
export const CONFIRM_PATH = '/inbox/sign-in/confirm';

/**
 * better-auth's options: a magic link by e-mail for invited people only (no sign-up), sessions in the intake's
 * database (both back ends; every instance reads them, so a sign-out on one ends the session on all), no cookie
 * cache (a revoked session ends at once), no rate limit of its own (it trusts X-Forwarded-For; the sign-in action
 * uses the site's limiter by front-door address and by e-mail address), no IP address stored, no telemetry.
 * The tables are ours (`lib/intake/store/inbox.ts`), created by our migrations under their lock.
 */
async function createAuth() {
  const { store, mailer } = intakeRuntime();
  const database = await store.authDatabase();
  return betterAuth({
    appName: 'Inbox',
    baseURL: config.siteUrl,
    basePath: '/api/inbox-auth',
    // Derived from the store's own random salt: every instance on one database agrees, and nothing to configure.
    secret: createHmac('sha256', await store.ipSalt())
      .update('inbox sessions')
      .digest('hex'),
    database,
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: false },
    user: {
      modelName: 'staff',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        role: { type: 'string', required: true, input: false, fieldName: 'role' },
        disabledAt: { type: 'date', required: false, input: false, fieldName: 'disabled_at' },
      },
    },
    session: {
      modelName: 'staff_sessions',
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
      fields: {
        userId: 'staff_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    account: {
      modelName: 'staff_accounts',
      fields: {
        userId: 'staff_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'staff_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      cookiePrefix: 'inbox',
      useSecureCookies: config.siteUrl.startsWith('https:'),
      ipAddress: { disableIpTracking: true },
      defaultCookieAttributes: { sameSite: 'lax', path: '/' },
    },
    databaseHooks: {
      session: {
        create: {
          // A person disabled after their link was sent gets no session from it.
          before: async (session) => {
            const person = await store.transact(getStaff(session.userId));
            return Boolean(person && !person.disabledAt);
          },
        },
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) => {
          if (!mailer) throw new Error('No SMTP_URL: a sign-in link cannot be sent');
          const person = await store.transact(findStaff(email));
          const link = new URL(CONFIRM_PATH, config.siteUrl);
          link.searchParams.set('token', token);
          if (typeof metadata?.next === 'string') link.searchParams.set('next', metadata.next);
          await mailer.send({ ...signInMail(person?.name ?? '', link.href, mailer.from), to: email });
        },
      }),
      // Last: it writes the cookies better-auth sets through Next.js's cookies().
      nextCookies(),
    ],
  });
}

export type InboxAuth = Awaited<ReturnType<typeof createAuth>>;

const globalAuth = globalThis as typeof globalThis & { __inboxAuth?: Promise<InboxAuth> };

/** The one better-auth instance, made on first use (never at build time: it opens the database). */
export function inboxAuth(): Promise<InboxAuth> {
  globalAuth.__inboxAuth ??= createAuth().catch((error: unknown) => {
    globalAuth.__inboxAuth = undefined;
    throw error;
  });
  return globalAuth.__inboxAuth;
}
