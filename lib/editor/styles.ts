import type { CSSProperties } from 'react';

/** The editor fields' own layout and notes, in Keystatic's design tokens (lib/editor/fields.tsx). */
export const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--kui-size-space-xlarge, 24px)',
};
export const note: CSSProperties = {
  margin: 0,
  color: 'var(--kui-color-foreground-neutral-secondary)',
  fontSize: 'var(--kui-typography-text-regular-size, 14px)',
};
export const problem: CSSProperties = { ...note, color: 'var(--kui-color-foreground-critical)' };
/** A small button of our own fields (Keystatic's buttons are not ours to import). */
export const button: CSSProperties = {
  alignSelf: 'start',
  padding: '4px 12px',
  font: 'inherit',
  fontSize: 'var(--kui-typography-text-regular-size, 14px)',
  color: 'var(--kui-color-foreground-neutral)',
  background: 'var(--kui-color-background-surface)',
  border: '1px solid var(--kui-color-border-neutral)',
  borderRadius: 'var(--kui-size-radius-regular, 6px)',
  cursor: 'pointer',
};
