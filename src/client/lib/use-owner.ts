import { authRoutes } from '#shared/api/routes/auth.generated.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { OWNER_HINT_COOKIE, type User } from '#shared/auth.ts';
import { ApiError, call } from './api';
import { needCatalogue } from './i18n';
import { hasOwnerHint } from './owner-hint';
import { inboxKeys } from './query-keys/inbox';
import { locationKeys } from './query-keys/locations';
import { ownerKey, passkeysKey } from './query-keys/owner';

const clearOwnerHint = () => {
  document.cookie = `${OWNER_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/** The signed-in owner, or null for a visitor. */
export const ownerQuery = queryOptions({
  queryKey: ownerKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    // Visitors (no hint cookie) are visitors without asking: no request, no 401 in the console.
    if (!hasOwnerHint()) return null;
    try {
      const { user } = await call(authRoutes.me, { signal });
      // The owner's screens show once their words are here (a page in another language).
      await needCatalogue('owner');
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearOwnerHint();
        return null;
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/**
 * This browser is a visitor again (signed out, or the server said the session is gone): the header
 * follows at once and owner-only data is dropped.
 */
export function markSignedOut(client: QueryClient): void {
  clearOwnerHint();
  client.setQueryData(ownerKey, null);
  client.removeQueries({ queryKey: inboxKeys.all });
  client.removeQueries({ queryKey: passkeysKey });
  // The owner's places (private ones, private notes) are read again as a visitor's.
  void client.invalidateQueries({ queryKey: locationKeys.all });
  void client.invalidateQueries({ queryKey: locationKeys.types() });
}

export function useOwner() {
  const query = useQuery(ownerQuery);
  return { owner: query.data ?? null, isOwner: Boolean(query.data), isLoading: query.isLoading };
}
