import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  toSearchParams,
  viewFromSearchParams,
  type Filters,
  type ViewMode,
} from '../../../../shared/filters';

const PLACE_PARAM = 'place';

/**
 * The home screen's state lives in the URL query: filters, view mode and the selected place,
 * so a filtered view survives a reload and can be shared. The header and sidebar use it on every
 * route: elsewhere than `/` the filters read as empty, and changing one goes to `/` with it.
 */
export function useHomeState() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isHome = pathname === '/';
  const filters = useMemo(() => (isHome ? filtersFromSearchParams(params) : EMPTY_FILTERS), [isHome, params]);
  const view = isHome ? viewFromSearchParams(params) : 'map';
  const selectedRaw = isHome ? Number(params.get(PLACE_PARAM)) : NaN;
  const selectedId = Number.isSafeInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : undefined;

  const write = useCallback(
    (filters: Filters, view: ViewMode, selected: number | undefined, replace = true) => {
      const next = toSearchParams(filters, view);
      if (selected !== undefined) next.set(PLACE_PARAM, String(selected));
      if (!isHome) {
        const search = next.toString();
        void navigate({ pathname: '/', search: search ? `?${search}` : '' });
        return;
      }
      setParams(next, { replace, preventScrollReset: true });
    },
    [isHome, navigate, setParams],
  );

  return {
    isHome,
    filters,
    view,
    selectedId,
    setFilters: (update: Partial<Filters>) => write({ ...filters, ...update }, view, selectedId),
    clearFilters: () => write(EMPTY_FILTERS, view, selectedId),
    setView: (next: ViewMode) => write(filters, next, selectedId, false),
    /** Opens the detail modal for a place; undefined closes it and clears the selection. */
    select: (id: number | undefined) => write(filters, view, id, false),
  };
}
