import { useEffect, useRef, useState } from 'react';
import type { Location, LocationPatch } from '#shared/location.ts';
import { ApiError } from '#client/lib/api.ts';
import {
  RevisionItem,
  RevisionList,
  shownAgo,
  type ShownChange,
} from '#client/components/history/revision-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { LocationConflict, versionOf } from '../api/conflict';
import { useLocationHistory, type Revision } from '../api/get-history';
import { useRestoreRevision } from '../api/restore-revision';
import { RESTORE_UNDO_MS, useUndoRestore } from '../api/undo-restore';
import { DetailSection } from './detail-section';
import { undoChanges } from './restore-changes';
import { RestoreVersionDialog } from './restore-version-dialog';
import { describeRevision, fieldLabel, showValue } from './revision-text';

/** The fields a revision changed, each before and after in words. */
const changesOf = (revision: Revision): ShownChange[] =>
  revision.fields
    .filter((field) => showValue(revision.before?.[field]) !== showValue(revision.after?.[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      from: showValue(revision.before?.[field], field),
      to: showValue(revision.after?.[field], field),
    }));

function restoreFailure(error: unknown): string {
  if (error instanceof LocationConflict)
    return i18n._(
      'This place was changed elsewhere meanwhile; the history now shows the latest. Please try again.',
    );
  // The server's reason names the field that no longer validates.
  if (error instanceof ApiError)
    return i18n._('Could not restore this version: {reason}', { reason: error.message });
  return i18n._('Could not restore this version. Please try again.');
}

/** A restore just made: the fields to put back, and the version it left the place at. */
interface Undoable {
  changes: LocationPatch;
  version: number;
  done: string;
}

/** The owner's record of every change to the place, each earlier version restorable. */
export function DetailHistory({ place }: { place: Location }) {
  const [open, setOpen] = useState(false);
  const history = useLocationHistory(place.id, open);
  const restore = useRestoreRevision();
  const undo = useUndoRestore();
  const [failure, setFailure] = useState<string | null>(null);
  // The version the owner asked to restore: the question shows what it would change first.
  const [asking, setAsking] = useState<Revision | null>(null);
  // The last restore, undoable here too (the toast cannot be reached by Tab while this dialog is open).
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const undoRestore = ({ changes, version }: Undoable) =>
    undo.mutate({ id: place.id, changes, version }, { onSuccess: () => setUndoable(null) });
  // Offered while the place is as the restore left it: a change since (the Undo too) makes it moot.
  const offered = undoable !== null && undoable.version === place.version;
  // Undo the restore, when used, goes with the offer: the focus moves to Hide history, in the same section.
  const wasOffered = useRef(offered);
  const refocus = useRef(false);
  useEffect(() => {
    if (wasOffered.current && !offered && refocus.current) toggle.current?.focus();
    if (!offered) refocus.current = false;
    wasOffered.current = offered;
  }, [offered]);

  const restoreVersion = (revision: Revision) => {
    setFailure(null);
    // The place as it was: Undo puts back what the restore changed, if nothing changed it since.
    const before = place;
    restore.mutate(
      { id: place.id, revisionId: revision.id, version: versionOf(place) },
      {
        onSuccess: (restored) => {
          const done = i18n._('Restored the version from {when}', { when: shownAgo(revision.createdAt) });
          const changes = undoChanges(before, restored);
          if (Object.keys(changes).length === 0) return toast.success(done);
          const last = { changes, version: restored.version, done };
          setUndoable(last);
          toast.success(done, {
            duration: RESTORE_UNDO_MS,
            action: { label: i18n._('Undo'), onClick: () => undoRestore(last) },
          });
        },
        onError: (error) => setFailure(restoreFailure(error)),
      },
    );
  };

  return (
    <DetailSection title={i18n._('History')}>
      <Button ref={toggle} size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? i18n._('Hide history') : i18n._('Show history')}
      </Button>
      {open && (
        <div className="mt-3 space-y-3">
          {failure && <FormAlert>{failure}</FormAlert>}
          {offered && (
            <div className="flex flex-wrap items-center gap-2 rounded-xl bg-teal-50 px-3 py-2 text-sm">
              <p role="status" className="text-teal-900">
                {i18n._('{done}.', { done: undoable.done })}
              </p>
              <Button
                size="sm"
                variant="secondary"
                disabled={undo.isPending}
                onClick={() => {
                  refocus.current = true;
                  undoRestore(undoable);
                }}
              >
                {i18n._('Undo the restore')}
              </Button>
            </div>
          )}
          <RevisionList history={history}>
            {history.data?.map((revision, index) => (
              <RevisionItem
                key={revision.id}
                summary={describeRevision(revision)}
                createdAt={revision.createdAt}
                changes={changesOf(revision)}
                // The newest revision is the place as it is now: nothing to restore.
                onRestore={index > 0 ? () => setAsking(revision) : undefined}
                restoring={restore.isPending || undo.isPending}
              />
            ))}
          </RevisionList>
        </div>
      )}
      <RestoreVersionDialog
        place={place}
        revision={asking}
        onClose={() => setAsking(null)}
        onConfirm={restoreVersion}
      />
    </DetailSection>
  );
}
