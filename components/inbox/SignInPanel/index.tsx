import type { ReactNode } from 'react';
import Button from '@/components/ui/Button';
import { askForSignInLink, confirmSignIn } from '@/lib/inbox/signInActions';
import styles from './index.module.scss';

type SignInPanelProps = {
  /** A notice above the form (sent, signed out, a link that no longer works). */
  notice?: ReactNode;
  /** The inbox page the person was going to: carried through the e-mail, and opened once signed in. */
  next: string;
} & ({ step: 'ask'; email: string; error: string | null } | { step: 'confirm'; token: string });

/**
 * The card of the sign-in pages: asking for a link by e-mail, then, on the page the link opens, the button that
 * signs in (a GET of the link spends nothing, so a mail scanner that opens it signs nobody in). Plain forms.
 */
export default function SignInPanel(props: SignInPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        Sign in to the inbox
      </h1>
      {props.step === 'ask' ? (
        <>
          <p className={styles.intro}>
            For the people who answer leads and applications. There is no password: we e-mail you a link.
          </p>
          {props.notice}
          <form action={askForSignInLink} className={styles.form} noValidate>
            {props.next && <input type="hidden" name="next" value={props.next} />}
            <div className={styles.field}>
              <label htmlFor="sign-in-email" className={styles.label}>
                Work e-mail
              </label>
              <input
                id="sign-in-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={props.email}
                className={styles.control}
                aria-invalid={props.error ? true : undefined}
                aria-describedby={props.error ? 'sign-in-email-error' : undefined}
              />
              {props.error && (
                <p id="sign-in-email-error" className={styles.error}>
                  {props.error}
                </p>
              )}
            </div>
            <Button type="submit" text="Email me a sign-in link" variant="midnight" />
          </form>
        </>
      ) : (
        <>
          <p className={styles.intro}>
            You opened a sign-in link. Press the button to sign in on this device: the link then stops working.
          </p>
          {props.notice}
          <form action={confirmSignIn} className={styles.form}>
            <input type="hidden" name="token" value={props.token} />
            {props.next && <input type="hidden" name="next" value={props.next} />}
            <Button type="submit" text="Sign in" variant="midnight" />
          </form>
        </>
      )}
    </section>
  );
}
