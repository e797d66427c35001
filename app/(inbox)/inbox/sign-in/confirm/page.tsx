import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import SignInPanel from '@/components/inbox/SignInPanel';
import { SIGN_IN_PATH } from '@/lib/inbox/access';

export const metadata: Metadata = { title: 'Sign in', referrer: 'no-referrer' };

/**
 * The page a sign-in link opens. Opening it spends nothing: a mail scanner that follows the link signs nobody in.
 * The person's press of the button posts the token (lib/inbox/signInActions.ts).
 */
export default async function ConfirmSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; next?: string }>;
}) {
  const { token, next } = await searchParams;
  if (typeof token !== 'string' || token === '') redirect(SIGN_IN_PATH);
  return <SignInPanel step="confirm" token={token} next={typeof next === 'string' ? next : ''} />;
}
