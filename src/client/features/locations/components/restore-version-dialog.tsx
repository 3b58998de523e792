import type { Location } from '#shared/location.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { Revision } from '../api/get-history';
import { restoreChanges, visibilityChange } from './restore-changes';
import { fieldLabel, showValue, timeAgo } from './revision-text';

/**
 * Asks before "Restore this version": field by field, the value now and the value that comes back,
 * and first of all whether visitors gain or lose the place. Cancel (or Escape) changes nothing.
 */
export function RestoreVersionDialog({
  place,
  revision,
  onClose,
  onConfirm,
}: {
  place: Location;
  /** The version asked about; null while no question is open. */
  revision: Revision | null;
  onClose: () => void;
  onConfirm: (revision: Revision) => void;
}) {
  const changes = revision ? restoreChanges(place, revision) : [];
  const visibility = visibilityChange(changes);
  return (
    <ConfirmDialog
      open={revision !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Restore this version?"
      confirmLabel="Restore"
      onConfirm={() => revision && onConfirm(revision)}
    >
      {visibility && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          {visibility}
        </p>
      )}
      {changes.length === 0 ? (
        <p>This version is the place as it is now: restoring it changes nothing.</p>
      ) : (
        <>
          <p>
            The version from {revision && timeAgo(revision.createdAt)} changes{' '}
            {changes.length === 1 ? 'this field' : `these ${changes.length} fields`} (now → restored):
          </p>
          <dl className="space-y-1 text-sm">
            {changes.map(({ field, from, to }) => (
              <div key={field} className="grid grid-cols-[6.5rem_1fr] gap-2">
                <dt className="text-slate-600">{fieldLabel(field)}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line text-slate-800">
                  <del className="text-slate-500">{showValue(from, field)}</del>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> becomes </span>
                  <ins className="no-underline">{showValue(to, field)}</ins>
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            The restore is itself a change in the history; the toast after it offers Undo.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
