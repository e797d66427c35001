'use client';

import type { FormFieldInputProps } from '@keystatic/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { megabytes, PICTURE_LIMITS } from '@/content/pictureBytes';
import { preparePicture, type ChosenPicture } from '@/lib/editor/preparePicture';
import { note, problem, stack } from '@/lib/editor/styles';

// A client module: its state and effects are the browser's, while the editor's configuration (lib/editor/fields.tsx)
// is also loaded by the editor's API route on the server, which never renders it.

/** The limits of a picture, as every picture field states them under its description. */
const PICTURE_LIMITS_TEXT =
  `A file of up to ${megabytes(PICTURE_LIMITS.chosenBytes)}; it is saved at most ` +
  `${PICTURE_LIMITS.longestEdge.toLocaleString('en')} px on its longest edge and ${megabytes(PICTURE_LIMITS.savedBytes)}, ` +
  `without its camera and location data.`;

export type ImageInputProps = FormFieldInputProps<ChosenPicture | null>;

/**
 * Keystatic's image input (its "Choose file" button and preview), with each chosen picture prepared in the browser
 * before it becomes the field's value (lib/editor/preparePicture.ts: resized, re-encoded without its camera and
 * location data), saying what was done, or why the picture was refused (then the field keeps what it had).
 */
export default function PreparedImageInput({
  Input,
  label,
  value,
  onChange,
  autoFocus,
  forceValidation,
}: ImageInputProps & { Input: (props: ImageInputProps) => ReactNode; label: string }) {
  const [status, setStatus] = useState<{ preparing?: string; note?: string; problem?: string }>({});
  // A picture is prepared in the background: its value goes to the latest onChange, which holds what was typed
  // meanwhile (the alt text beside it).
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const choose = (chosen: ChosenPicture | null) => {
    if (!chosen) {
      setStatus({});
      onChange(null);
      return;
    }
    setStatus({ preparing: `Preparing ${chosen.filename} (${megabytes(chosen.data.length)})…` });
    void preparePicture(chosen).then((prepared) => {
      if ('problem' in prepared) return setStatus({ problem: prepared.problem });
      setStatus({ note: prepared.note });
      latestOnChange.current(prepared.picture);
    });
  };
  return (
    <div style={{ ...stack, gap: 8 }}>
      <Input value={value} onChange={choose} autoFocus={autoFocus} forceValidation={forceValidation} />
      <p style={note}>{PICTURE_LIMITS_TEXT}</p>
      {(status.preparing ?? status.note) && (
        <p role="status" style={note}>
          {status.preparing ?? status.note}
        </p>
      )}
      {status.problem && (
        <p role="alert" style={problem}>
          {label}: {status.problem}
        </p>
      )}
    </div>
  );
}
