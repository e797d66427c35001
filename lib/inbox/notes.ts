import { z } from 'zod';

/** A note's length limit: a few paragraphs, not a document (files stay with the submission). */
export const NOTE_MAX_LENGTH = 4000;

/** The note form's one field, checked by the browser (`required`, `maxLength`) and again by the action. */
export const noteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note before adding it')
    .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters`),
});
