'use server';

import { isAPIError } from 'better-auth/api';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { config } from '@/lib/config';
import { peerAddress } from '@/lib/intake/guards/peer';
import { clientAddress } from '@/lib/intake/guards/rateLimit';
import { intakeRuntime } from '@/lib/intake/runtime';
import { findStaff } from '@/lib/intake/store/inbox';
import { afterSignIn, SIGN_IN_PATH } from './access';
import { inboxAuth } from './auth';
import { isRole } from './roles';
import { requestLink } from './signIn';
import { staffOf } from './session';

const audit = (action: string, by: string) =>
  intakeRuntime().store.recordAudit({ action, actor: { at: new Date(), by }, submissions: 0, addressHash: null });

/**
 * The sign-in form's action: answers every well-formed address alike and sends a link only to an invited, active
 * person, after the answer (lib/inbox/signIn.ts). Plain form posts: it works without JavaScript, and what was typed
 * comes back in the address when it needs fixing.
 */
export async function askForSignInLink(formData: FormData) {
  const requestHeaders = await headers();
  const runtime = intakeRuntime();
  const email = String(formData.get('email') ?? '');
  const next = String(formData.get('next') ?? '') || undefined;
  const result = await requestLink(
    { email },
    {
      address: clientAddress(requestHeaders.get('x-forwarded-for'), config.intakeTrustedProxyHops, peerAddress()),
      byAddress: runtime.signInByAddress,
      byEmail: runtime.signInByEmail,
      isActiveStaff: async (address) => {
        const person = await runtime.store.transact(findStaff(address));
        return Boolean(person && !person.disabledAt);
      },
      next,
      sendLater: (address, goingTo) =>
        after(async () => {
          try {
            const auth = await inboxAuth();
            await auth.api.signInMagicLink({
              body: { email: address, metadata: goingTo ? { next: goingTo } : undefined },
              headers: requestHeaders,
            });
          } catch (error) {
            console.error(`inbox: the sign-in link could not be sent: ${(error as Error).message}`);
          }
        }),
      now: Date.now(),
    },
  );
  const query = new URLSearchParams();
  if (result.outcome === 'sent') query.set('sent', '1');
  else if (result.outcome === 'limited') query.set('error', 'limit');
  else query.set('error', 'email');
  if (result.outcome !== 'sent') query.set('email', email.slice(0, 320));
  if (next) query.set('next', next.slice(0, 200));
  redirect(`${SIGN_IN_PATH}?${query}`);
}

/**
 * The button on the page a sign-in link opens: spends the token (once) and starts the session. A used, expired or
 * unknown token, or a person disabled since, goes back to the sign-in page with a word on why.
 */
export async function confirmSignIn(formData: FormData) {
  const token = String(formData.get('token') ?? '');
  let user: { role?: unknown; email?: string } | undefined;
  try {
    const auth = await inboxAuth();
    const result = await auth.api.magicLinkVerify({ query: { token }, headers: await headers() });
    user = (result as { user?: typeof user }).user;
  } catch (error) {
    // better-auth answers a used, expired or unknown token with a redirect, thrown as its API error.
    if (!isAPIError(error)) throw error;
  }
  if (!user || !isRole(user.role)) redirect(`${SIGN_IN_PATH}?error=link`);
  await audit('sign in', user.email ?? 'unknown');
  redirect(afterSignIn(user.role, formData.get('next')));
}

/** Ends this session everywhere (it is deleted from the database every instance reads). */
export async function signOut() {
  const auth = await inboxAuth();
  const requestHeaders = await headers();
  const staff = await staffOf(requestHeaders, false);
  await auth.api.signOut({ headers: requestHeaders });
  if (staff) await audit('sign out', staff.email);
  redirect(`${SIGN_IN_PATH}?signed-out=1`);
}
