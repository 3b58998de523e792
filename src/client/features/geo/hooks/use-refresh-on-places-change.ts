import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The places queries of the locations feature all start with this key. */
const PLACES_KEY = 'locations';
/** Several cache writes arrive together (optimistic change, then the server's answer): refetch once. */
const SETTLE_MS = 300;

/**
 * Refetches a query derived from the places (world progress, visited outlines) whenever the
 * places in the cache change: after an add, edit, delete or import in this tab.
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
        event.query.queryKey[0] !== PLACES_KEY
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
