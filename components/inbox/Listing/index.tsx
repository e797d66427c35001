import InboxFilters from '@/components/inbox/InboxFilters';
import SubmissionTable from '@/components/inbox/SubmissionTable';
import { cursorOf, filterOf, filterValues, listingQuery, type SearchParams } from '@/lib/inbox/listing';
import { loadListing } from '@/lib/inbox/queries';
import type { SubmissionKind } from '@/lib/intake/store/store';
import styles from './index.module.scss';

const TITLES: Record<SubmissionKind, { title: string; one: string; many: string }> = {
  lead: { title: 'Leads', one: 'lead', many: 'leads' },
  application: { title: 'Applications', one: 'application', many: 'applications' },
};

/**
 * A kind's listing: search, filters, one page of 50 newest first, the next page by keyset (fast however deep), and
 * the same selection as a CSV file. Its address holds its whole state, so it can be shared, bookmarked, reloaded.
 */
export default async function Listing({
  kind,
  path,
  params,
}: {
  kind: SubmissionKind;
  path: string;
  params: SearchParams;
}) {
  const after = cursorOf(params);
  const { page, choices, people } = await loadListing(kind, filterOf(kind, params), after);
  const words = TITLES[kind];
  const counted = `${page.total.toLocaleString('en-GB')} ${page.total === 1 ? words.one : words.many}`;
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{words.title}</h1>
        <a href={`${path}/export${listingQuery(params)}`} className={styles.export} download>
          Download these as CSV
        </a>
      </div>
      <InboxFilters kind={kind} action={path} values={filterValues(params)} choices={choices} people={people} />
      <p className={styles.count} role="status">
        {counted}
        {after ? ', continued' : ''}
      </p>
      {page.rows.length > 0 ? (
        <SubmissionTable
          kind={kind}
          rows={page.rows}
          hrefOf={(id) => `${path}/${id}`}
          caption={`${words.title}: ${counted}`}
        />
      ) : (
        <p className={styles.empty}>Nothing matches these filters.</p>
      )}
      <nav className={styles.pages} aria-label="Pages">
        {after && <a href={`${path}${listingQuery(params)}`}>Newest first</a>}
        {page.next && <a href={`${path}${listingQuery(params, page.next)}`}>Older {words.many}</a>}
      </nav>
    </>
  );
}
