'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@/components/ui/Button';
import SiteLink from '@/components/ui/SiteLink';
import { siteSearchParameters } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { pagePaths } from '@/lib/routes';
import { excerptParts } from '@/lib/search/excerpt';
import { resultFocusTarget } from '@/lib/search/keys';
import { filterValues, searchSite, SHOWN_RESULTS, type SearchAnswer, type SearchFilters } from '@/lib/search/pagefind';
import { SEARCH_FAMILIES } from '@/lib/search/families';
import { createSearchReporter } from '@/lib/search/report';
import { searchStatus, type SearchPhase } from '@/lib/search/status';
import styles from './index.module.scss';

type SearchPanelProps = {
  /**
   * Start from the address's `?q=` (the search page), then take it out of the address: page views, and the
   * analytics that read them, never carry what was searched.
   */
  queryFromAddress?: boolean;
  /** Called when the visitor opens a result (the dialog closes). */
  onOpenResult?: () => void;
};

type Settled = { request: string; answer: SearchAnswer | null; failed: boolean };

const noSubscription = () => () => {};
const noQuery = () => null;
const readAddressQuery = () => new URLSearchParams(window.location.search).get('q');

/** How long the status line waits for typing to pause before it changes (and is announced). */
const STATUS_SETTLE_MS = 400;

/**
 * The search form and its results, in the header's dialog and on /search. Nothing of Pagefind is loaded
 * until the field is focused (or the page opens with a query); results follow each keystroke. Arrow keys
 * move from the field through the results and back, and one polite status line says what was found.
 */
export default function SearchPanel({ queryFromAddress = false, onOpenResult }: SearchPanelProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SearchFilters>({});
  const [shown, setShown] = useState(SHOWN_RESULTS);
  // The last search that came back: for which request, its answer (kept on screen while the next one runs).
  const [settled, setSettled] = useState<Settled>({ request: '', answer: null, failed: false });
  const [unavailable, setUnavailable] = useState(false);
  const [menus, setMenus] = useState<{ industry: string[]; technology: string[] }>({ industry: [], technology: [] });
  const [reporter] = useState(() =>
    createSearchReporter((report) => track('site_search', siteSearchParameters(report))),
  );

  // The search page opens with the query of its address (a link, or the form sent without JavaScript): it
  // is taken into the field once, while rendering, and then out of the address by the effect below.
  const addressQuery = useSyncExternalStore(noSubscription, queryFromAddress ? readAddressQuery : noQuery, noQuery);
  const [takenAddressQuery, setTakenAddressQuery] = useState<string | null>(null);
  if (addressQuery !== null && addressQuery !== takenAddressQuery) {
    setTakenAddressQuery(addressQuery);
    setQuery(addressQuery);
  }
  useEffect(() => {
    if (takenAddressQuery === null) return;
    prepare();
    const url = new URL(window.location.href);
    url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  }, [takenAddressQuery]);

  useEffect(() => () => reporter.flush(), [reporter]);

  // Typed on the search page before it hydrated (its scripts start after the first paint): the field kept it,
  // so take it into the query, which searches for it, rather than let the next render clear it.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed === '') return;
    setQuery(typed);
    prepare();
  }, []);

  const trimmed = query.trim();
  const request = JSON.stringify([trimmed, filters, shown]);
  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    searchSite(trimmed, filters, shown).then(
      (answer) => {
        if (!current) return;
        setSettled({ request, answer, failed: false });
        reporter.searched(trimmed, answer.total);
      },
      () => current && setSettled((previous) => ({ ...previous, request, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [request, trimmed, filters, shown, reporter]);

  const answer = trimmed ? settled.answer : null;
  const phase: SearchPhase = !trimmed
    ? 'idle'
    : unavailable || (settled.request === request && settled.failed)
      ? 'failed'
      : settled.request === request
        ? 'done'
        : 'searching';

  function prepare() {
    filterValues().then(
      (values) => {
        setUnavailable(false);
        setMenus({ industry: Object.keys(values.industry), technology: Object.keys(values.technology) });
      },
      () => setUnavailable(true),
    );
  }

  function setFilter(name: keyof SearchFilters, value: string) {
    setFilters((previous) => ({ ...previous, [name]: value || undefined }));
    setShown(SHOWN_RESULTS);
  }

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  function moveFocus(event: KeyboardEvent<HTMLElement>, current: number) {
    const target = resultFocusTarget(event.key, current, links().length);
    if (target === null) return;
    event.preventDefault();
    (target === -1 ? field.current : links()[target])?.focus();
  }

  function onResultsKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const index = links().indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    // A letter typed on a result goes on into the query.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      field.current?.focus();
      return;
    }
    moveFocus(event, index);
  }

  // Enter in the field goes to the first result; the address keeps the query for a plain form post.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    links()[0]?.focus();
  }

  function openResult() {
    reporter.flush();
    onOpenResult?.();
  }

  const familyCounts = answer?.totals.family ?? {};
  const families = SEARCH_FAMILIES.filter((family) => familyCounts[family] || filters.family === family);
  const status = searchStatus(phase, answer);
  const [announced, setAnnounced] = useState(status);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), STATUS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    // Hotjar (after consent) records the page: it leaves out what was typed and the results that echo it.
    <div className={styles.panel} data-hj-suppress>
      <form role="search" aria-label="Site" action={pagePaths.search} method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          Search for a service, technology, project, article or job
        </label>
        <div className={styles.fieldRow}>
          <input
            ref={field}
            id={`${id}-q`}
            className={styles.field}
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls={`${id}-results`}
            onChange={(event) => {
              setQuery(event.target.value);
              setShown(SHOWN_RESULTS);
            }}
            onFocus={prepare}
            onKeyDown={(event) => moveFocus(event, -1)}
          />
          <Button type="submit" text="Search" variant="midnight" className={styles.submit} />
        </div>
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
                onChange={() => setFilter('family', '')}
              />
              All
            </label>
            {families.map((family) => (
              <label key={family} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-family`}
                  checked={filters.family === family}
                  onChange={() => setFilter('family', family)}
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
                  onChange={(event) => setFilter(name, event.target.value)}
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
      <ol ref={list} id={`${id}-results`} className={styles.results} onKeyDown={onResultsKeyDown}>
        {answer?.hits.map((hit) => (
          <li key={hit.url}>
            <SiteLink href={hit.url} className={styles.result} onClick={openResult}>
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
        <Button
          text="Show more results"
          variant="white-midnight"
          className={styles.more}
          onClick={() => setShown((count) => count + SHOWN_RESULTS)}
        />
      )}
    </div>
  );
}
