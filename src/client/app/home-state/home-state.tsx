import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  sortFromSearchParams,
  toSearchParams,
  viewFromSearchParams,
  type Filters,
  type ViewMode,
} from '#shared/filters.ts';
import type { SortKey } from '#shared/place-order.ts';

const PLACE_PARAM = 'place';
/** The URL follows the typing after this pause, so typing is not a navigation per keystroke. */
const URL_DELAY_MS = 250;

export interface HomeState {
  /** Elsewhere than `/` the filters read as empty, and changing one goes to `/` with it. */
  isHome: boolean;
  /** The URL's filters (a change shows at once, while the URL catches up). */
  filters: Filters;
  /** The header search's text: what is being typed, else the URL's search. */
  searchText: string;
  /** The filters with the search being typed: what the map, the list and the badge show. */
  shownFilters: Filters;
  view: ViewMode;
  /** The list's order (`?sort=`); the map has none. */
  sort: SortKey;
  selectedId: number | undefined;
  setFilters: (update: Partial<Filters>) => void;
  clearFilters: () => void;
  /** A keystroke in the search box: shown at once, written to the URL after a pause. */
  typeSearch: (text: string) => void;
  setView: (view: ViewMode) => void;
  setSort: (sort: SortKey) => void;
  /**
   * Opens the detail modal for a place; undefined closes it and clears the selection. `update`
   * changes filters in the same step (the header search clears its text as it opens a place).
   */
  select: (id: number | undefined, update?: Partial<Filters>) => void;
}

const HomeStateContext = createContext<HomeState | null>(null);

/**
 * The home screen's state, for every route: the URL query is its one source of truth (filters,
 * view mode, selected place), so a filtered view survives a reload and can be shared. Two things
 * are held here only until the URL has them:
 * - the search being typed, which the map and the list follow at each keystroke;
 * - a filter just set: React Router applies a URL change as a transition, and until it lands a
 *   ticked box would spring back, so the new filters show optimistically meanwhile.
 */
export function HomeStateProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isHome = pathname === '/';
  const inUrl = useMemo(() => (isHome ? filtersFromSearchParams(params) : EMPTY_FILTERS), [isHome, params]);
  const view = isHome ? viewFromSearchParams(params) : 'map';
  const sort = isHome ? sortFromSearchParams(params) : 'default';
  const selectedRaw = isHome ? Number(params.get(PLACE_PARAM)) : NaN;
  const selectedId = Number.isSafeInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : undefined;

  const [filters, showFilters] = useOptimistic(inUrl);
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shownFilters = useMemo(
    () => (typed === null ? filters : { ...filters, search: typed }),
    [filters, typed],
  );

  const state = useMemo((): HomeState => {
    // Every change writes the whole state, the search being typed included, in the same transition
    // as the URL: the typed text gives way to the URL's in the very render that has it.
    const write = (
      next: Filters,
      nextView: ViewMode,
      selected: number | undefined,
      replace = true,
      nextSort = sort,
    ) => {
      clearTimeout(timer.current);
      startTransition(() => {
        setTyped(null);
        // Unchanged filters keep their identity: the places are not filtered again for nothing.
        if (next !== filters) showFilters(next);
        const query = toSearchParams(next, nextView, nextSort);
        if (selected !== undefined) query.set(PLACE_PARAM, String(selected));
        if (isHome) {
          setParams(query, { replace, preventScrollReset: true });
        } else {
          const search = query.toString();
          void navigate({ pathname: '/', search: search ? `?${search}` : '' });
        }
      });
    };
    return {
      isHome,
      filters,
      searchText: typed ?? filters.search,
      shownFilters,
      view,
      sort,
      selectedId,
      setFilters: (update) => write({ ...shownFilters, ...update }, view, selectedId),
      clearFilters: () => write(EMPTY_FILTERS, view, selectedId),
      typeSearch: (text) => {
        setTyped(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => write({ ...shownFilters, search: text }, view, selectedId),
          URL_DELAY_MS,
        );
      },
      setView: (next) => write(shownFilters, next, selectedId, false),
      select: (id, update) => write(update ? { ...shownFilters, ...update } : shownFilters, view, id, false),
      setSort: (next) => write(shownFilters, view, selectedId, true, next),
    };
  }, [isHome, filters, typed, shownFilters, view, sort, selectedId, showFilters, setParams, navigate]);

  return <HomeStateContext value={state}>{children}</HomeStateContext>;
}

/** The home screen's state and its setters: the sidebar, the header search and the home screen all read it. */
export function useHomeState(): HomeState {
  const state = use(HomeStateContext);
  if (!state) throw new Error('useHomeState needs a HomeStateProvider above it (the app shell has it).');
  return state;
}
