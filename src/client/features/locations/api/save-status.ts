import type { Location, LocationPatch } from '#shared/location.ts';
import { LocationConflict, versionOf } from './conflict';
import type { useUpdateLocation } from './mutate-locations';

/**
 * A status button outside edit mode (the detail modal's, a place page's): that field, and the
 * visited date when asked for one (null to clear it), retried once on the latest version.
 */
export function saveStatus(
  update: ReturnType<typeof useUpdateLocation>,
  id: number,
  place: Location | undefined,
  status: Location['status'],
  visitedAt?: string | null,
): void {
  const changes: LocationPatch = visitedAt === undefined ? { status } : { status, visitedAt };
  update.mutate(
    { id, changes, version: versionOf(place) },
    {
      onError: (failure) => {
        if (failure instanceof LocationConflict)
          update.mutate({ id, changes, version: versionOf(failure.current) });
      },
    },
  );
}
