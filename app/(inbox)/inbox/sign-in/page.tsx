import type { Metadata } from 'next';
import Notice from '@/components/inbox/Notice';
import SignInPanel from '@/components/inbox/SignInPanel';
import { SIGN_IN_LINK_SECONDS } from '@/lib/inbox/auth';
import { signInSchema } from '@/lib/inbox/signIn';

export const metadata: Metadata = { title: 'Sign in' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const LINK_MINUTES = SIGN_IN_LINK_SECONDS / 60;

/** What the page says after each outcome of the form or of a link (the actions redirect here with a word). */
function noticeOf(params: Record<string, string | string[] | undefined>) {
  if (params.sent) {
    return (
      <Notice tone="done">
        Check your e-mail. If this address is invited to the inbox, a sign-in link is on its way: it works once, for{' '}
        {LINK_MINUTES} minutes.
      </Notice>
    );
  }
  if (params['signed-out']) return <Notice tone="done">You have signed out.</Notice>;
  if (params.error === 'limit') {
    return (
      <Notice tone="error">Too many sign-in links were asked for. Wait {LINK_MINUTES} minutes, then try again.</Notice>
    );
  }
  if (params.error === 'link') {
    return <Notice tone="error">This sign-in link has been used or has expired. Ask for a new one below.</Notice>;
  }
  return undefined;
}

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const email = typeof params.email === 'string' ? params.email : '';
  const checked = params.error === 'email' ? signInSchema.safeParse({ email }) : null;
  const error = checked && !checked.success ? checked.error.issues[0]!.message : null;
  const next = typeof params.next === 'string' ? params.next : '';
  return <SignInPanel step="ask" email={email} error={error} notice={noticeOf(params)} next={next} />;
}
