import type { Location } from '#shared/location.ts';
import { ChangeList } from '#client/components/history/revision-list.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { shownAgo } from '#client/components/history/revision-list.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import type { Revision } from '../api/get-history';
import { restoreChanges, visibilityChange } from './restore-changes';
import { fieldLabel, showValue } from './revision-text';

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
  const when = revision ? shownAgo(revision.createdAt) : '';
  return (
    <ConfirmDialog
      open={revision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('Restore this version?')}
      confirmLabel={i18n._('Restore')}
      onConfirm={() => revision && onConfirm(revision)}
    >
      {visibility && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          {visibility}
        </p>
      )}
      {changes.length === 0 ? (
        <p>{i18n._('This version is the place as it is now: restoring it changes nothing.')}</p>
      ) : (
        <>
          <p>
            {isOne(changes.length)
              ? i18n._('The version from {when} changes this field (now → restored):', { when })
              : i18n._('The version from {when} changes these {count} fields (now → restored):', {
                  when,
                  count: formatNumber(changes.length),
                })}
          </p>
          <ChangeList
            narrow
            joiner={i18n._('becomes')}
            changes={changes.map(({ field, from, to }) => ({
              field,
              label: fieldLabel(field),
              from: showValue(from, field),
              to: showValue(to, field),
            }))}
          />
          <p className="text-sm">
            {i18n._('The restore is itself a change in the history; the toast after it offers Undo.')}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
