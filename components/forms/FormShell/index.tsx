'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import Button from '@/components/ui/Button';
import { fieldId } from '@/components/forms/Field';
import { currentBuildWatcher } from '@/lib/build-update/browser';
import { phonePrefix } from '@/lib/country';
import { rememberReference } from '@/lib/forms/reference';
import type { SpamSignals } from '@/lib/forms/signals';
import { fieldForError, idempotencyKeys, submitForm, SUBMIT_TIMEOUT_MS, type SubmitOutcome } from '@/lib/forms/submit';
import { HONEYPOT_KEY, STARTED_AT_KEY } from '@/lib/validation/keys';
import styles from './index.module.scss';

type FormShellProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  /** Where the form posts, with and without JavaScript. */
  action: string;
  /** The country lookup; empty: nothing is fetched. */
  countryApiUrl: string;
  /** Called whenever the visitor focuses or touches the form (to load its checks before the first one). */
  onEngage: () => void;
  /** Schema field → payload key, to put a 422 reply's messages on their fields. */
  fieldKeys: Readonly<Partial<Record<Path<Values>, string>>>;
  /** The multipart body of the checked values. */
  build: (values: Values, signals: SpamSignals) => FormData;
  /** Runs after a 2xx reply, before the visitor is taken to `successPath` (analytics). */
  onSent: (values: Values) => void;
  successPath: string;
  submitText: string;
  /** Said while sending, to screen readers too. */
  sendingText: string;
  /** The one-line notice beside the submit button. */
  notice: ReactNode;
  /** The phone field: pre-filled with the visitor's international prefix while it is still empty. */
  phoneField: Path<Values>;
  /** The address people can write to when sending keeps failing. */
  email: string;
  label: string;
  children: ReactNode;
};

function problem(outcome: Exclude<SubmitOutcome, { kind: 'sent' | 'invalid' }>, email: string): string {
  const kept = 'Everything you typed and attached is still here.';
  switch (outcome.kind) {
    case 'offline':
      return `We could not reach our server, so nothing was sent. Check your internet connection and send again. ${kept}`;
    case 'timeout':
      return `Our server did not answer within ${SUBMIT_TIMEOUT_MS / 1000} seconds, so we stopped waiting. ${kept} Please send again in a moment.`;
    case 'refused':
      return `${outcome.message} ${kept}`;
    case 'failed':
      return `Something went wrong on our side (error ${outcome.status}) and nothing was sent. ${kept} Please send again in a minute, or write to us at ${email}.`;
  }
}

/**
 * The frame both forms share: a real HTML form (POST, multipart, the endpoint as action, controls named
 * by payload key) that works before and without JavaScript, taken over once hydrated: the schema
 * checks the values, the body goes out once per click with an Idempotency-Key kept across retries, and
 * errors appear in a banner and on their fields while everything typed stays.
 */
export default function FormShell<Values extends FieldValues>({
  form,
  action,
  countryApiUrl,
  onEngage,
  fieldKeys,
  build,
  onSent,
  successPath,
  submitText,
  sendingText,
  notice,
  phoneField,
  email,
  label,
  children,
}: FormShellProps<Values>) {
  const router = useRouter();
  const element = useRef<HTMLFormElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const startedAt = useRef<string | undefined>(undefined);
  const prefix = useRef<string | null>(null);
  const keys = useRef(idempotencyKeys());
  const sending = useRef(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { isSubmitting } = form.formState;

  useEffect(() => {
    // From here on the form checks values itself: the browser's own checks are for visitors without JavaScript.
    if (element.current) element.current.noValidate = true;
    // The form was shown when the document loaded if it loaded on this page (before hydration), else now.
    const navigation = performance.getEntriesByType?.('navigation')[0];
    const loadedHere = navigation && new URL(navigation.name).pathname === window.location.pathname;
    startedAt.current = new Date(loadedHere ? performance.timeOrigin : Date.now()).toISOString();
    let current = true;
    void phonePrefix(countryApiUrl).then((found) => {
      if (!current || !found) return;
      const { isDirty } = form.getFieldState(phoneField);
      if (isDirty || form.getValues(phoneField) !== '') return;
      prefix.current = `${found} `;
      form.setValue(phoneField, prefix.current as Values[Path<Values>]);
    });
    return () => {
      current = false;
    };
  }, [form, phoneField, countryApiUrl]);

  useEffect(() => {
    if (message) banner.current?.focus();
  }, [message]);

  const send = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setMessage(null);
    const body = build(values, { honeypot: trap.current?.value ?? '', startedAt: startedAt.current });
    const outcome = await submitForm(action, body, { idempotencyKey: keys.current.keyFor(values) });
    if (outcome.kind === 'sent') {
      keys.current.forget();
      setSent(true);
      onSent(values);
      rememberReference(outcome.id);
      // With a newer build out, the success page loads in full, like any link followed.
      if (!currentBuildWatcher()?.navigate(successPath)) router.push(successPath);
      return;
    }
    sending.current = false;
    if (outcome.kind === 'invalid') {
      const unplaced: string[] = [];
      let placed = 0;
      for (const [name, text] of Object.entries(outcome.errors)) {
        const field = fieldForError(name, fieldKeys);
        if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: placed++ === 0 });
        else unplaced.push(text);
      }
      // Messages on their fields speak for themselves; focus is on the first of them.
      if (placed > 0 && unplaced.length === 0) return;
      setMessage(
        unplaced.length > 0
          ? unplaced.join(' ')
          : `Our server could not accept the form. Please check your answers and send again, or write to us at ${email}.`,
      );
      return;
    }
    setMessage(problem(outcome, email));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // A phone field holding only the pre-filled prefix counts as empty.
    if (prefix.current && form.getValues(phoneField) === prefix.current) {
      form.setValue(phoneField, '' as Values[Path<Values>]);
    }
    return form.handleSubmit(send)(event);
  };

  const busy = isSubmitting || sent;
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        className={styles.form}
        method="post"
        encType="multipart/form-data"
        action={action}
        aria-label={label}
        onFocus={onEngage}
        onPointerDown={onEngage}
        onSubmit={onSubmit}
      >
        {message && (
          <div ref={banner} className={styles.banner} role="alert" tabIndex={-1}>
            <p>{message}</p>
          </div>
        )}
        {children}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_KEY)}>Leave this field empty</label>
          <input
            ref={trap}
            id={fieldId(HONEYPOT_KEY)}
            name={HONEYPOT_KEY}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input type="hidden" name={STARTED_AT_KEY} value="" />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="sunset"
            disabled={busy}
            className={styles.submit}
            svg={busy ? <span className={styles.spinner} /> : undefined}
            text={busy ? sendingText : submitText}
          />
          <p className={styles.notice}>{notice}</p>
        </div>
        <p className={styles.status} aria-live="polite">
          {busy ? sendingText : ''}
        </p>
      </form>
    </FormProvider>
  );
}
