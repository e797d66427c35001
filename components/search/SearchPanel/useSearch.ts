import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { siteSearchParameters } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { resultFocusTarget } from '@/lib/search/keys';
import { filterValues, searchSite, SHOWN_RESULTS, type SearchAnswer, type SearchFilters } from '@/lib/search/pagefind';
import { SEARCH_FAMILIES } from '@/lib/search/families';
import { createSearchReporter } from '@/lib/search/report';
import { searchStatus, type SearchPhase } from '@/lib/search/status';

type Settled = { request: string; answer: SearchAnswer | null; failed: boolean };

const noSubscription = () => () => {};
const noQuery = () => null;
const readAddressQuery = () => new URLSearchParams(window.location.search).get('q');

/** How long the status line waits for typing to pause before it changes (and is announced). */
const STATUS_SETTLE_MS = 400;

/**
 * The search panel's state and effects: the query and filters, the search they run (Pagefind loaded only
 * when `prepare` is first called), the status line to announce, and the keys that move focus between the
 * field and the results. `queryFromAddress` and `onOpenResult` are the panel's props.
 */
export function useSearch(
  queryFromAddress: boolean,
  onOpenResult: (() => void) | undefined,
  typedBeforeLoad?: RefObject<string>,
) {
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

  // In the dialog, the field that stood in for this one until its code arrived: its words go on in this field
  // (and into the query, below, as words typed before hydration do), and its focus (gone to the dialog itself, or
  // the page) comes to this field. Both as the panel is put on screen, before the next key is read, so no key
  // falls between the two fields; read then, not while rendering, which the visitor's typing may interrupt. Focus
  // the visitor moved to another control (Close) stays there.
  useLayoutEffect(() => {
    if (!typedBeforeLoad || !field.current) return;
    if (typedBeforeLoad.current) field.current.value = typedBeforeLoad.current;
    const active = document.activeElement;
    const onControl = active?.closest('dialog') && active.matches('a[href], button, input, select');
    if (!onControl) field.current.focus();
  }, [typedBeforeLoad]);

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

  function type(value: string) {
    setQuery(value);
    setShown(SHOWN_RESULTS);
  }

  function setFilter(name: keyof SearchFilters, value: string) {
    setFilters((previous) => ({ ...previous, [name]: value || undefined }));
    setShown(SHOWN_RESULTS);
  }

  const showMore = () => setShown((count) => count + SHOWN_RESULTS);

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

  return {
    field,
    list,
    query,
    filters,
    menus,
    answer,
    phase,
    families,
    familyCounts,
    announced,
    prepare,
    type,
    setFilter,
    showMore,
    moveFocus,
    onResultsKeyDown,
    onSubmit,
    openResult,
  };
}
