'use client';

import { useId, type RefObject } from 'react';
import SearchField from '@/components/search/SearchField';
import Button from '@/components/ui/Button';
import SiteLink from '@/components/ui/SiteLink';
import { pagePaths } from '@/lib/routes';
import { excerptParts } from '@/lib/search/excerpt';
import styles from './index.module.scss';
import { useSearch } from './useSearch';

type SearchPanelProps = {
  /**
   * Start from the address's `?q=` (the search page), then take it out of the address: page views, and the
   * analytics that read them, never carry what was searched.
   */
  queryFromAddress?: boolean;
  /** Called when the visitor opens a result (the dialog closes). */
  onOpenResult?: () => void;
  /**
   * What was typed in the dialog's field before this panel's code arrived (components/search/SearchDialog): the
   * panel starts from it, and takes the focus that field had.
   */
  typedBeforeLoad?: RefObject<string>;
};

/**
 * The search form and its results, in the header's dialog and on /search. Nothing of Pagefind is loaded
 * until the field is focused (or the page opens with a query); results follow each keystroke. Arrow keys
 * move from the field through the results and back, and one polite status line says what was found.
 */
export default function SearchPanel({ queryFromAddress = false, onOpenResult, typedBeforeLoad }: SearchPanelProps) {
  const id = useId();
  const search = useSearch(queryFromAddress, onOpenResult, typedBeforeLoad);
  const { field, list, query, filters, menus, answer, phase, families, familyCounts, announced } = search;

  return (
    // Hotjar (after consent) records the page: it leaves out what was typed and the results that echo it.
    <div className={styles.panel} data-hj-suppress>
      <form role="search" aria-label="Site" action={pagePaths.search} method="get" onSubmit={search.onSubmit}>
        <SearchField
          id={`${id}-q`}
          inputRef={field}
          value={query}
          aria-controls={`${id}-results`}
          onChange={(event) => search.type(event.target.value)}
          onFocus={search.prepare}
          onKeyDown={(event) => search.moveFocus(event, -1)}
        />
      </form>
      <div className={styles.filters}>
        {families.length > 0 && (
          <fieldset className={styles.families}>
            <legend className={styles.legend}>Show</legend>
            <label className={styles.chip}>
              <input
                type="radio"
                name={`${id}-family`}
                checked={!filters.family}
                onChange={() => search.setFilter('family', '')}
              />
              All
            </label>
            {families.map((family) => (
              <label key={family} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-family`}
                  checked={filters.family === family}
                  onChange={() => search.setFilter('family', family)}
                />
                {family} <span className={styles.count}>({familyCounts[family] ?? 0})</span>
              </label>
            ))}
          </fieldset>
        )}
        {(['industry', 'technology'] as const).map(
          (name) =>
            menus[name].length > 0 && (
              <label key={name} className={styles.menu}>
                <span className={styles.menuLabel}>{name === 'industry' ? 'Industry' : 'Technology'}</span>
                <select
                  className={styles.select}
                  value={filters[name] ?? ''}
                  onChange={(event) => search.setFilter(name, event.target.value)}
                >
                  <option value="">{name === 'industry' ? 'Any industry' : 'Any technology'}</option>
                  {menus[name].map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </label>
            ),
        )}
      </div>
      <p className={styles.status} role="status">
        {announced}
      </p>
      {(phase === 'failed' || answer?.total === 0) && (
        <p className={styles.help}>
          Every page is also listed on the <SiteLink href={pagePaths.sitemap}>sitemap</SiteLink>.
        </p>
      )}
      <ol ref={list} id={`${id}-results`} className={styles.results} onKeyDown={search.onResultsKeyDown}>
        {answer?.hits.map((hit) => (
          <li key={hit.url}>
            <SiteLink href={hit.url} className={styles.result} onClick={search.openResult}>
              <span className={styles.family}>{hit.family}</span>
              <span className={styles.title}>{hit.title}</span>
              <span className={styles.excerpt}>
                {excerptParts(hit.excerpt).map((part, index) =>
                  part.matched ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </span>
            </SiteLink>
          </li>
        ))}
      </ol>
      {answer && answer.total > answer.hits.length && (
        <Button text="Show more results" variant="white-midnight" className={styles.more} onClick={search.showMore} />
      )}
    </div>
  );
}
