import type { InputHTMLAttributes, Ref } from 'react';
import Button from '@/components/ui/Button';
import styles from './index.module.scss';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name' | 'className'> & {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The search's label, field and Search button, inside a search form: the panel's (components/search/SearchPanel),
 * and the dialog's while the panel's code is still on its way (components/search/SearchDialog). The field is `q`,
 * so the form sent without JavaScript opens the search page with the query.
 */
export default function SearchField({ id, inputRef, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        Search for a service, technology, project, article or job
      </label>
      <div className={styles.fieldRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.field}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          {...input}
        />
        <Button type="submit" text="Search" variant="midnight" className={styles.submit} />
      </div>
    </>
  );
}
