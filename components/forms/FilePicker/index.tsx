'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import Field, { controlProps } from '@/components/forms/Field';
import { useField } from '@/components/forms/Field/useField';
import { addFiles, formatBytes, removeFile } from '@/lib/forms/files';
import { MAGIC_BYTES_LENGTH, startsLikeItsExtension } from '@/lib/validation/magicBytes';
import { FILE_ACCEPT, FILE_TYPE_MESSAGE, FILE_TYPES_MESSAGE } from '@/lib/validation/rules';
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

const noSubscription = () => () => {};

/** Whether a chosen file's first bytes are those of a PDF or DOCX as its name says (an .exe renamed .pdf is not). */
const startsRight = async (file: File) =>
  startsLikeItsExtension(file.name, new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer()));

/**
 * A file input whose choices collect in a list: each file with its whole name, its size and a button to
 * remove it. The files live in the form's state, so choosing again adds to the list (or, for one file,
 * replaces it) and nothing is lost when sending fails. The native input covers the drop zone unseen, so
 * its "No file chosen" never shows beside the list, and it still works without JavaScript. Checked when
 * files are chosen or removed and when the form is sent; never when the file dialog takes focus away.
 * A chosen file whose first bytes are not those of a PDF or DOCX is left out of the list at once, with
 * the form's file-type message (docs/forms-contract.md), rather than waiting for the server to refuse it.
 */
export default function FilePicker({
  name,
  formName,
  label,
  hint,
  multiple = false,
  required = false,
}: FilePickerProps) {
  const { id, value: files, commit: change, refuse, bind, error } = useField<File[]>(name, formName);
  const input = useRef<HTMLInputElement | null>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  /** After a removal: the position whose remove button takes focus (the input when the list is empty). */
  const focusAfterRemoval = useRef<number | null>(null);
  // Once hydrated the form checks the field itself, when files are chosen and when it is sent: the
  // browser's own `required` would have the field announced invalid before the visitor did anything.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const total = files.reduce((sum, file) => sum + file.size, 0);

  // The input holds the listed files too, so assistive technology reads "2 files" rather than the
  // "No file chosen" of an emptied input (DataTransfer is absent only outside browsers).
  useEffect(() => {
    if (!input.current || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.current.files = transfer.files;
  }, [files]);

  useEffect(() => {
    const position = focusAfterRemoval.current;
    if (position === null) return;
    focusAfterRemoval.current = null;
    const target = files.length === 0 ? input.current : removeButtons.current[Math.min(position, files.length - 1)];
    target?.focus();
  }, [files]);

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className={styles.zone}>
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
          required={required && !hydrated}
          aria-required={required && hydrated ? true : undefined}
          className={styles.input}
          onChange={async (event) => {
            const chosen = Array.from(event.target.files ?? []);
            const right = await Promise.all(chosen.map(startsRight));
            await change(
              addFiles(
                files,
                chosen.filter((_, index) => right[index]),
                multiple,
              ),
            );
            if (right.includes(false)) refuse(multiple ? FILE_TYPES_MESSAGE : FILE_TYPE_MESSAGE);
          }}
        />
        <span className={styles.face} aria-hidden="true">
          <span className={styles.choose}>{files.length > 0 && multiple ? 'Add more files' : 'Choose a file'}</span>
          <span>{multiple ? 'or drop them here' : 'or drop it here'}</span>
        </span>
      </div>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={multiple ? 'Chosen files' : 'Chosen file'}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <span className={styles.icon} aria-hidden="true">
                {file.name.split('.').pop()?.slice(0, 4).toUpperCase()}
              </span>
              <span className={styles.details}>
                <span className={styles.name}>{file.name}</span>
                <span className={styles.size}>{formatBytes(file.size)}</span>
              </span>
              <button
                ref={(element) => {
                  removeButtons.current[index] = element;
                }}
                type="button"
                className={styles.remove}
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  change(removeFile(files, index));
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
