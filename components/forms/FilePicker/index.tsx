'use client';

import { useRef } from 'react';
import Field, { controlProps } from '@/components/forms/Field';
import { useField } from '@/components/forms/Field/useField';
import { addFiles, formatBytes } from '@/lib/forms/files';
import { FILE_ACCEPT } from '@/lib/validation/rules';
import styles from './index.module.scss';

type FilePickerProps = {
  name: string;
  /** The input's name in the HTML form: `lead[leads_attachments][]` or `application[cv]`. */
  formName: string;
  label: string;
  hint: string;
  multiple?: boolean;
  required?: boolean;
};

/**
 * A file input whose choices collect in a list: each file with its size and a button to remove it.
 * The files live in the form's state, so choosing again adds to the list (or, for one file, replaces it)
 * and nothing is lost when sending fails. Validated as soon as files are chosen or removed.
 */
export default function FilePicker({
  name,
  formName,
  label,
  hint,
  multiple = false,
  required = false,
}: FilePickerProps) {
  const { id, value: files, commit: change, onBlur, bind, error } = useField<File[]>(name, formName);
  const input = useRef<HTMLInputElement | null>(null);
  const total = files.reduce((sum, file) => sum + file.size, 0);

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        {...controlProps(id, error, hint)}
        ref={(element) => {
          input.current = element;
          bind(element);
        }}
        type="file"
        name={formName}
        accept={FILE_ACCEPT}
        multiple={multiple}
        required={required}
        className={styles.input}
        onChange={(event) => {
          change(addFiles(files, Array.from(event.target.files ?? []), multiple));
          // The list holds the files; emptying the input lets the same file be chosen again after removal.
          event.target.value = '';
        }}
        onBlur={onBlur}
      />
      {files.length > 0 && (
        <ul className={styles.list} aria-label={multiple ? 'Chosen files' : 'Chosen file'}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <span className={styles.icon} aria-hidden="true">
                {file.name.split('.').pop()?.slice(0, 4).toUpperCase()}
              </span>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatBytes(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  change(files.filter((_, other) => other !== index));
                  input.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.total} aria-live="polite">
        {files.length === 0
          ? ''
          : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen, ${formatBytes(total)}${multiple ? ' in total' : ''}.`}
      </p>
    </Field>
  );
}
