'use client';

import Field, { controlProps } from '@/components/forms/Field';
import { useField } from '@/components/forms/Field/useField';
import styles from './index.module.scss';

type TextFieldProps = {
  /** The value's name in the form (a schema field). */
  name: string;
  /** The control's name in the HTML form: the payload key, so the form posts the same body without JavaScript. */
  formName: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  maxLength?: number;
};

/** A text input or text area, validated when it loses focus (never while the visitor types). */
export default function TextField({
  name,
  formName,
  label,
  type = 'text',
  rows,
  required = false,
  autoComplete,
  hint,
  maxLength,
}: TextFieldProps) {
  const { id, value, onChange, onBlur, bind, error } = useField<string>(name, formName);
  const props = {
    ...controlProps(id, error, hint),
    name: formName,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    required,
    autoComplete,
    maxLength,
    className: styles.control,
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {rows ? <textarea {...props} ref={bind} rows={rows} /> : <input {...props} ref={bind} type={type} />}
    </Field>
  );
}
