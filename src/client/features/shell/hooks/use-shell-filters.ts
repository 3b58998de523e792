import { useState } from 'react';
import type { Filters } from '../../../../shared/filters';
import { useHomeState } from '../../locations/hooks/use-home-state';

/**
 * The home state for the sidebar, with each filter change shown at once. The URL (the source of
 * truth) updates a moment later through the router; until it does, a ticked box must not spring
 * back, so the change is held here and dropped as soon as the URL's filters change.
 */
export function useShellFilters() {
  const home = useHomeState();
  const [pending, setPending] = useState<{ base: Filters; next: Filters } | null>(null);
  const filters = pending && pending.base === home.filters ? pending.next : home.filters;

  return {
    ...home,
    filters,
    setFilters: (update: Partial<Filters>) => {
      const next = { ...filters, ...update };
      setPending({ base: home.filters, next });
      home.setFilters(next);
    },
  };
}
