import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { locationKeys } from '#client/lib/query-keys/locations.ts';

/** Several cache writes arrive together (optimistic change, then the server's answer): refetch once. */
const SETTLE_MS = 300;

/**
 * Refetches a query derived from the places (world progress, visited outlines) whenever the
 * places in the cache change: after an add, edit, delete or import in this tab. The places are
 * known by the locations feature's own query key, never by a string written here.
 */
export function useRefreshOnPlacesChange(queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        event.action.type !== 'success' ||
        !matchQuery({ queryKey: locationKeys.all }, event.query)
      )
        return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void client.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] }),
        SETTLE_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, key]);
}
