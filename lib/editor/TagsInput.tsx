'use client';

import type { FormFieldInputProps } from '@keystatic/core';
import { useState, type ComponentType } from 'react';
import { button, note, problem, stack } from '@/lib/editor/styles';

// A client module: the typed new tag is the browser's state, while the editor's configuration (lib/editor/fields.tsx)
// is also loaded by the editor's API route on the server, which never renders it.

type Props = FormFieldInputProps<readonly string[]> & {
  /** The site's tags. */
  options: readonly string[];
  /** Keystatic's inputs: the site's tags as checkboxes, and a text box for a new one. */
  Known: ComponentType<FormFieldInputProps<readonly string[]>>;
  Typed: ComponentType<FormFieldInputProps<string>>;
  /** What the field says when no tag is chosen. */
  message: string;
};

/**
 * The tags of a post (lib/editor/fields.tsx `tagPicker`): the site's own ticked, a new one typed and added on
 * purpose. A new tag that differs from one there is only in letter case is that one.
 */
export default function TagsInput({
  value,
  onChange,
  autoFocus,
  forceValidation,
  options,
  Known,
  Typed,
  message,
}: Props) {
  const [typed, setTyped] = useState('');
  const added = value.filter((tag) => !options.includes(tag));
  const add = () => {
    const tag = typed.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    const same = [...options, ...value].find((other) => other.toLowerCase() === tag.toLowerCase()) ?? tag;
    if (!value.includes(same)) onChange([...value, same]);
    setTyped('');
  };
  return (
    <div style={{ ...stack, gap: 8 }}>
      <Known
        value={value.filter((tag) => options.includes(tag))}
        onChange={(ticked) => onChange([...ticked, ...added])}
        autoFocus={autoFocus}
        forceValidation={false}
      />
      {added.length > 0 && (
        <ul aria-label="New tags" style={{ ...note, margin: 0, paddingInlineStart: 20 }}>
          {added.map((tag) => (
            <li key={tag}>
              {tag}{' '}
              <button type="button" style={button} onClick={() => onChange(value.filter((other) => other !== tag))}>
                Remove {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        onKeyDown={(event) => {
          // Enter adds the tag, as the button does, rather than submitting or leaving the field.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      >
        <Typed value={typed} onChange={setTyped} autoFocus={false} forceValidation={false} />
      </div>
      <button type="button" style={button} onClick={add} disabled={!typed.trim()}>
        Add tag
      </button>
      {forceValidation && value.length === 0 && (
        <p role="alert" style={problem}>
          {message}
        </p>
      )}
    </div>
  );
}
