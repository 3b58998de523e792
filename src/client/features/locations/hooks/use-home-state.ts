import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  toSearchParams,
  viewFromSearchParams,
  type Filters,
  type ViewMode,
} from '../../../../shared/filters';

const PLACE_PARAM = 'place';

/**
 * The home screen's state lives in the URL query: filters, view mode and the selected place,
 * so a filtered view survives a reload and can be shared.
 */
export function useHomeState() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const view = viewFromSearchParams(params);
  const selectedRaw = Number(params.get(PLACE_PARAM));
  const selectedId = Number.isSafeInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : undefined;

  const write = useCallback(
    (filters: Filters, view: ViewMode, selected: number | undefined, replace = true) => {
      const next = toSearchParams(filters, view);
      if (selected !== undefined) next.set(PLACE_PARAM, String(selected));
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  return {
    filters,
    view,
    selectedId,
    setFilters: (update: Partial<Filters>) => write({ ...filters, ...update }, view, selectedId),
    clearFilters: () => write({ search: '', types: [], statuses: [], countries: [], states: [] }, view, selectedId),
    setView: (next: ViewMode) => write(filters, next, selectedId, false),
    /** Opens the detail modal for a place; undefined closes it and clears the selection. */
    select: (id: number | undefined) => write(filters, view, id, false),
  };
}
