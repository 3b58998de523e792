import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { packListQuery } from '../api/packs-queries';

// The grid's code comes only once a pack is on sale: /trip-packs without one loads no more than before.
const Grid = lazy(async () => ({ default: (await import('./packs-on-sale-grid')).PacksOnSaleGrid }));

/**
 * /trip-packs' packs: those on sale, each with its price and Buy, in place of the page's six
 * samples (`samples`), which stay as they are while none is on sale or the list has not come.
 */
export function PacksOnSale({ samples }: { samples: ReactNode }) {
  const list = useQuery(packListQuery).data;
  if (!list || list.packs.length === 0) return samples;
  return (
    <Suspense fallback={samples}>
      <Grid list={list} />
    </Suspense>
  );
}
