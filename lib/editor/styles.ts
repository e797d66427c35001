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
