'use client';

import { FieldError } from '@/components/forms/Field';
import { useField } from '@/components/forms/Field/useField';
import type { Option } from '@/lib/validation/options';
import styles from './index.module.scss';

type CheckboxGroupProps = {
  name: string;
  /** The name of every box in the HTML form: a repeated payload key such as `lead[sources][]`. */
  formName: string;
  legend: string;
  options: readonly Option[];
};

/** Several boxes that can be ticked together, as one group with its legend; validated on each change. */
export default function CheckboxGroup({ name, formName, legend, options }: CheckboxGroupProps) {
  const { id, value: chosen, commit, onBlur, bind, error } = useField<string[]>(name, formName);
  const toggle = (value: string, checked: boolean) =>
    commit(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>
        {legend} <span className={styles.optional}>(optional, tick all that apply)</span>
      </legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={formName}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
              ref={index === 0 ? bind : undefined}
              className={styles.box}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
