import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { packListQuery } from '#client/lib/pack-list.ts';
import { PacksOnSaleGrid } from './packs-on-sale-grid';

/**
 * /trip-packs' packs: those on sale, each with its price and Buy, in place of the page's six
 * samples (`samples`), which stay as they are while none is on sale. The router loads this only
 * when the list it asked for has a pack on sale.
 */
export function PacksOnSale({ samples }: { samples: ReactNode }) {
  const list = useQuery(packListQuery).data;
  if (!list || list.packs.length === 0) return samples;
  return <PacksOnSaleGrid list={list} />;
}
