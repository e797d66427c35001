import Button from '@/components/ui/Button';
import type { Note } from '@/lib/intake/store/inbox';
import { NOTE_MAX_LENGTH } from '@/lib/inbox/notes';
import { saveNote } from '@/lib/inbox/submissionActions';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

/** The team's notes on one submission, oldest first, and a form to add one (a refused one comes back as typed). */
export default function NotesSection({
  id,
  notes,
  draft,
  error,
}: {
  id: string;
  notes: readonly Note[];
  draft: string;
  error: string | null;
}) {
  return (
    <section id="notes" className={styles.notes} aria-labelledby="notes-title" tabIndex={-1}>
      <h2 id="notes-title" className={styles.title}>
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className={styles.none}>No notes yet.</p>
      ) : (
        <ol className={styles.list}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.meta}>
                {note.authorName ?? 'Someone no longer here'},{' '}
                <time dateTime={note.createdAt.toISOString()}>{when.format(note.createdAt)}</time>
              </p>
              <p className={styles.body}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form action={saveNote} className={styles.form}>
        <input type="hidden" name="id" value={id} />
        <label htmlFor="note-body" className={styles.label}>
          New note
        </label>
        <textarea
          id="note-body"
          name="body"
          rows={4}
          required
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={draft}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'note-body-error' : undefined}
        />
        {error && (
          <p id="note-body-error" className={styles.error}>
            {error}
          </p>
        )}
        <Button type="submit" text="Add note" variant="midnight" />
      </form>
    </section>
  );
}
