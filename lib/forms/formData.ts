/**
 * The generic multipart builder and its readers. `toFormData` copies every key and value of an object:
 * arrays are appended once per item under the same key, files as files (with their names), booleans and
 * numbers as text; `undefined` and `null` are skipped. The fetch that sends it sets the multipart
 * Content-Type with its boundary: never set that header by hand.
 */

type Scalar = string | number | boolean | Blob;
export type FormDataInput = Record<string, Scalar | readonly Scalar[] | null | undefined>;

const append = (formData: FormData, key: string, value: Scalar) => {
  if (typeof value === 'object') {
    formData.append(key, value, 'name' in value && typeof value.name === 'string' ? value.name : 'blob');
  } else {
    formData.append(key, String(value));
  }
};

export function toFormData(object: FormDataInput): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly Scalar[]) append(formData, key, item);
    } else {
      append(formData, key, value as Scalar);
    }
  }
  return formData;
}

/** `undefined` for blank text, so optional keys are left out of the body instead of sent empty. */
export const unlessBlank = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The text of a key (its last value, as Rails reads repeated scalar keys), '' when absent. */
export function readText(formData: FormData, key: string): string {
  const value = formData.getAll(key).at(-1);
  return typeof value === 'string' ? value : '';
}

/** Every text value of a repeated key. */
export function readTexts(formData: FormData, key: string): string[] {
  return formData.getAll(key).filter((value): value is string => typeof value === 'string');
}

/**
 * Every file of a key. A browser posting an empty file input sends one part with no file name and no
 * bytes: that means "no file" and is dropped. A text value where a file belongs is kept, so the schema
 * reports it as an invalid file.
 */
export function readFiles(formData: FormData, key: string): unknown[] {
  return formData.getAll(key).filter((value) => typeof value === 'string' || value.name !== '' || value.size > 0);
}
