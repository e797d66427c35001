import Button from '@/components/ui/Button';
import { jobTitle } from '@/lib/intake/mail/messages';
import type { StaffMember } from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import type { FilterParam } from '@/lib/inbox/listing';
import { STATUS_LABELS, STATUSES } from '@/lib/inbox/roles';
import styles from './index.module.scss';

type InboxFiltersProps = {
  kind: SubmissionKind;
  /** The listing's own address, which the form reloads with its values (a GET form: works without JavaScript). */
  action: string;
  values: Record<FilterParam, string>;
  choices: { jobs: string[]; sources: string[]; campaigns: string[] };
  people: readonly StaffMember[];
};

type Choice = { value: string; label: string };

function Select({
  name,
  label,
  value,
  choices,
}: {
  name: FilterParam;
  label: string;
  value: string;
  choices: Choice[];
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`} className={styles.label}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={styles.control}>
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every filter but the search: they fold away behind "Filters" until one is set. */
const FACETS: readonly FilterParam[] = ['status', 'assignee', 'job', 'source', 'campaign', 'from', 'to'];

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Search and filters of a listing: text (names, addresses, messages, with or without diacritics) and facets. */
export default function InboxFilters({ kind, action, values, choices, people }: InboxFiltersProps) {
  return (
    <form action={action} method="get" className={styles.filters} role="search" aria-label="Search and filter">
      <div className={styles.field}>
        <label htmlFor="filter-q" className={styles.label}>
          Search
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={values.q}
          className={styles.control}
          aria-describedby="filter-q-hint"
        />
        <p id="filter-q-hint" className={styles.hint}>
          Name, e-mail or words of the message; diacritics are optional.
        </p>
      </div>
      <details className={styles.facets} open={FACETS.some((name) => values[name] !== '') || undefined}>
        <summary className={styles.summary}>Filters</summary>
        <div className={styles.grid}>
          <Select
            name="status"
            label="Status"
            value={values.status}
            choices={STATUSES[kind].map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          />
          <Select
            name="assignee"
            label="Assigned to"
            value={values.assignee}
            choices={[{ value: 'none', label: 'Nobody' }, ...people.map((p) => ({ value: p.id, label: p.name }))]}
          />
          {kind === 'application' && (
            <Select
              name="job"
              label="Job"
              value={values.job}
              choices={choices.jobs.map((job) => ({ value: job, label: jobTitle(job) }))}
            />
          )}
          <Select name="source" label="Source" value={values.source} choices={asChoices(choices.sources)} />
          <Select name="campaign" label="Campaign" value={values.campaign} choices={asChoices(choices.campaigns)} />
          <div className={styles.field}>
            <label htmlFor="filter-from" className={styles.label}>
              Received from
            </label>
            <input id="filter-from" name="from" type="date" defaultValue={values.from} className={styles.control} />
          </div>
          <div className={styles.field}>
            <label htmlFor="filter-to" className={styles.label}>
              Received until
            </label>
            <input id="filter-to" name="to" type="date" defaultValue={values.to} className={styles.control} />
          </div>
        </div>
      </details>
      <div className={styles.actions}>
        <Button type="submit" text="Show" variant="midnight" />
        <a href={action} className={styles.clear}>
          Clear filters
        </a>
      </div>
    </form>
  );
}
