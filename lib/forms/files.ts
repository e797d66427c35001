/** Helpers of the file pickers: sizes people read, and adding newly chosen files to the list. */

/** `512 bytes`, `340 KB`, `1.2 MB` (binary units, as the 10 MB limit is 10 × 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The list after a choice in the picker: with `multiple`, the new files are added to those already
 * chosen (a file chosen twice is listed once); without it, the choice replaces the file. Choosing
 * nothing (a cancelled dialog) keeps the list.
 */
export function addFiles(current: readonly File[], chosen: readonly File[], multiple: boolean): File[] {
  if (chosen.length === 0) return [...current];
  if (!multiple) return chosen.slice(0, 1);
  return [...current, ...chosen.filter((file) => !current.some((existing) => sameFile(existing, file)))];
}

/** The list without the file at `index`; the others keep their order. */
export const removeFile = (files: readonly File[], index: number): File[] =>
  files.filter((_, position) => position !== index);
