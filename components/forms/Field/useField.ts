'use client';

import { useController, useFormContext } from 'react-hook-form';
import { fieldId } from './index';

/**
 * A form value bound to its control: the value, its handlers, the ref that takes focus on error, the
 * control's id, its message, and `validate` for controls checked as soon as they change (selects,
 * boxes, files); text fields are checked when they lose focus.
 */
export function useField<Value>(name: string, formName: string) {
  const { control, trigger, setError } = useFormContext();
  const {
    field: { value, onChange, onBlur, ref: bind },
    fieldState,
  } = useController({ name, control });
  return {
    id: fieldId(formName),
    value: value as Value,
    onChange: onChange as (value: Value) => void,
    onBlur,
    bind,
    error: fieldState.error?.message,
    /** Sets the value and checks it at once; resolves once checked. */
    commit: async (next: Value) => {
      onChange(next);
      await trigger(name);
    },
    /** Shows a message the form's rules cannot find (they see names and sizes, not a file's bytes). */
    refuse: (message: string) => setError(name, { type: 'validate', message }),
  };
}
