import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import type { BulkAction, BulkResult } from '../../../../shared/bulk';
import { api, ApiError } from '../../../lib/api';
import { trashKeys } from '../../trash/public';
import { locationKeys } from './keys';

/** How long the toast after a bulk trash or tag change offers Undo. */
const UNDO_MS = 10_000;

const places = (count: number) => (count === 1 ? '1 place' : `${count.toLocaleString('en-US')} places`);

const DONE: Record<BulkAction['action'], (count: number) => string> = {
  'set-status': (count) => `Changed the status of ${places(count)}`,
  'set-type': (count) => `Changed the type of ${places(count)}`,
  trash: (count) => `Moved ${places(count)} to the trash`,
  restore: (count) => `Restored ${places(count)}`,
  'add-tag': (count) => `Tagged ${places(count)}`,
  'remove-tag': (count) => `Removed the tag from ${places(count)}`,
  'make-private': (count) => `Made ${places(count)} private`,
  'make-public': (count) => `Made ${places(count)} public`,
};

/**
 * What undoes an action on the places it changed: a trash is restored, a tag removed or put back,
 * a place made private made public again and the other way round.
 */
function undoOf(action: BulkAction, ids: number[]): BulkAction | undefined {
  switch (action.action) {
    case 'trash':
      return { action: 'restore', ids };
    case 'add-tag':
      return { action: 'remove-tag', ids, value: action.value };
    case 'remove-tag':
      return { action: 'add-tag', ids, value: action.value };
    case 'make-private':
      return { action: 'make-public', ids };
    case 'make-public':
      return { action: 'make-private', ids };
    default:
      return undefined;
  }
}

/** POST /api/locations/bulk: one action on every chosen place, in one request; all or nothing. */
export const bulkAction = (action: BulkAction) =>
  api<BulkResult>('/locations/bulk', { method: 'POST', body: action, idempotencyKey: crypto.randomUUID() });

/**
 * A bulk action from the list. The places are refreshed from the server when it answers (the map,
 * the list and the sidebar's counts with them); a refused action changed nothing and says why.
 * A trash, a tag change, make private or make public offers Undo for 10 seconds: one bulk action
 * on the places it changed.
 */
export function useBulkAction() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: locationKeys.all });
    void client.invalidateQueries({ queryKey: trashKeys.all });
  };
  const undo = useMutation({
    mutationFn: bulkAction,
    onSuccess: (result) => {
      refresh();
      toast.success(result.action === 'restore' ? DONE.restore(result.count) : 'Undone');
    },
    onError: (error) => toast.error(failure(error)),
  });
  return useMutation({
    mutationFn: bulkAction,
    onSuccess: (result, action) => {
      refresh();
      const reverse = result.count > 0 ? undoOf(action, result.ids) : undefined;
      if (!reverse) return void toast.success(DONE[result.action](result.count));
      toast.success(DONE[result.action](result.count), {
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => undo.mutate(reverse) },
      });
    },
    onError: (error) => toast.error(failure(error)),
  });
}

function failure(error: unknown): string {
  const why =
    error instanceof ApiError
      ? [error.message, ...Object.values(error.fields)].join(' ')
      : 'Please try again.';
  return `Nothing was changed. ${why}`;
}
