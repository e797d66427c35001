'use client';

import Field, { controlProps } from '@/components/forms/Field';
import { useField } from '@/components/forms/Field/useField';
import type { Option } from '@/lib/validation/options';
import styles from './index.module.scss';

type SelectFieldProps = {
  name: string;
  /** The control's name in the HTML form (the payload key). */
  formName: string;
  label: string;
  options: readonly Option[];
  /** The text of the empty first choice. */
  placeholder: string;
  required?: boolean;
  hint?: string;
};

/** A select list, validated as soon as a choice is made and when it loses focus. */
export default function SelectField({
  name,
  formName,
  label,
  options,
  placeholder,
  required = false,
  hint,
}: SelectFieldProps) {
  const { id, value, commit, onBlur, bind, error } = useField<string>(name, formName);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <select
        {...controlProps(id, error, hint)}
        ref={bind}
        name={formName}
        value={value}
        required={required}
        className={styles.control}
        onChange={(event) => commit(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
