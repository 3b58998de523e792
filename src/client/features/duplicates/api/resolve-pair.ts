import { duplicatesRoutes } from '#shared/api/routes/duplicates.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicatesList, MergeChoices } from '#shared/duplicates.ts';
import type { Location } from '#shared/location.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { duplicateKeys } from '#client/lib/query-keys/duplicates.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';

export interface MergeVariables {
  keep: Location;
  merge: Location;
  fields: MergeChoices;
}

/** Drops every listed pair that names one of `ids` (a merged place is in no pair any more). */
const withoutPairs = (list: DuplicatesList | undefined, test: (a: number, b: number) => boolean) =>
  list && {
    total: list.total - list.pairs.filter((p) => test(p.a.id, p.b.id)).length,
    pairs: list.pairs.filter((p) => !test(p.a.id, p.b.id)),
  };

/** Why it failed, in the page's language: the server's reason, or to try again. */
const why = (error: unknown) =>
  error instanceof ApiError ? formMessage(error.message) : i18n._('please try again.');

/**
 * POST /api/duplicates/merge: the kept place takes the chosen fields and both places' photos and
 * videos; the other goes to the trash. The map, the list and the trash follow at once.
 */
export function useMergePair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keep, merge, fields }: MergeVariables) =>
      call(duplicatesRoutes.merge, {
        body: {
          keepId: keep.id,
          mergeId: merge.id,
          fields,
          versions: { keep: keep.version, merge: merge.version },
        },
      }),
    onSuccess: ({ place, trashedId }) => {
      client.setQueryData(locationKeys.detail(place.id), place);
      client.setQueryData<DuplicatesList>(duplicateKeys.list(), (list) =>
        withoutPairs(list, (a, b) => a === trashedId || b === trashedId),
      );
      toast.success(i18n._('Merged into {name}; the other place is in the trash', { name: place.name }));
    },
    onError: (error) => {
      // A place changed elsewhere: the list is read again, with both places as they are now.
      if (error instanceof ApiError && error.status === 409) {
        toast.error(
          i18n._('One of the places was changed elsewhere since this list was loaded. Check it again.'),
        );
      } else if (!(error instanceof ApiError && error.status === 400)) {
        toast.error(i18n._('Could not merge: {reason}', { reason: why(error) }));
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: locationKeys.all });
      void client.invalidateQueries({ queryKey: trashKeys.all });
      void client.invalidateQueries({ queryKey: duplicateKeys.all });
    },
  });
}

/** POST /api/duplicates/dismiss: the pair is not a duplicate and is never listed again. */
export function useDismissPair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([a, b]: [Location, Location]) =>
      call(duplicatesRoutes.dismiss, { body: { ids: [a.id, b.id] } }),
    onSuccess: (_result, [a, b]) => {
      client.setQueryData<DuplicatesList>(duplicateKeys.list(), (list) =>
        withoutPairs(list, (x, y) => x === a.id && y === b.id),
      );
      toast.success(i18n._('{first} and {second} stay apart', { first: a.name, second: b.name }));
    },
    onError: (error) => toast.error(i18n._('Could not save that: {reason}', { reason: why(error) })),
    onSettled: () => client.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}
