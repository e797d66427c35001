import type { ReactNode } from 'react';
import styles from './index.module.scss';

/** A control's id from its name in the HTML form: `lead[sources][]` → `lead-sources`. */
export const fieldId = (formName: string) => formName.replace(/\W+/g, '-').replace(/-$/, '');

/** The ids and ARIA attributes that tie a control to its label, hint and error message. */
export function controlProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/**
 * One form field: a visible label tied to its control, an optional hint, and the error message, which
 * is announced when it appears (role=alert) and referenced by the control's aria-describedby.
 */
export default function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message of a failed rule, announced as it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  );
}
