import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import type { BulkAction, BulkResult } from '../../../../shared/bulk';
import { api, ApiError } from '../../../lib/api';
import { trashKeys } from '../../trash/public';
import { locationKeys } from './keys';

/** How long the toast after a bulk trash offers Undo. */
const UNDO_MS = 10_000;

const places = (count: number) => (count === 1 ? '1 place' : `${count.toLocaleString('en-US')} places`);

const DONE: Record<BulkAction['action'], (count: number) => string> = {
  'set-status': (count) => `Changed the status of ${places(count)}`,
  'set-type': (count) => `Changed the type of ${places(count)}`,
  trash: (count) => `Moved ${places(count)} to the trash`,
  restore: (count) => `Restored ${places(count)}`,
  'make-private': (count) => `Made ${places(count)} private`,
  'make-public': (count) => `Made ${places(count)} public`,
};

/** What Undo sends after an action: the opposite action on the places it changed. */
const UNDO: Partial<Record<BulkAction['action'], 'restore' | 'make-private' | 'make-public'>> = {
  trash: 'restore',
  'make-private': 'make-public',
  'make-public': 'make-private',
};

/** POST /api/locations/bulk: one action on every chosen place, in one request; all or nothing. */
export const bulkAction = (action: BulkAction) =>
  api<BulkResult>('/locations/bulk', { method: 'POST', body: action, idempotencyKey: crypto.randomUUID() });

/**
 * A bulk action from the list. The places are refreshed from the server when it answers (the map,
 * the list and the sidebar's counts with them); a refused action changed nothing and says why.
 * A trash, make private or make public offers Undo for 10 seconds: one bulk request of the
 * opposite action on the places it changed.
 */
export function useBulkAction() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: locationKeys.all });
    void client.invalidateQueries({ queryKey: trashKeys.all });
  };
  const undo = useMutation({
    mutationFn: ({ action, ids }: { action: 'restore' | 'make-private' | 'make-public'; ids: number[] }) =>
      bulkAction({ action, ids }),
    onSuccess: (result) => {
      refresh();
      toast.success(DONE[result.action](result.count));
    },
    onError: (error) => toast.error(failure(error)),
  });
  return useMutation({
    mutationFn: bulkAction,
    onSuccess: (result) => {
      refresh();
      const opposite = UNDO[result.action];
      if (!opposite || result.count === 0) return void toast.success(DONE[result.action](result.count));
      toast.success(DONE[result.action](result.count), {
        duration: UNDO_MS,
        action: { label: 'Undo', onClick: () => undo.mutate({ action: opposite, ids: result.ids }) },
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
