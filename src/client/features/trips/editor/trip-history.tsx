import { useState } from 'react';
import type { Trip, TripRevision } from '#shared/trips/trip-schema.ts';
import {
  ChangeList,
  RevisionItem,
  RevisionList,
  shownAgo,
} from '#client/components/history/revision-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { TripConflict } from '../api/mutate-trip';
import { useRestoreTripRevision, useTripHistory } from '../api/trip-history';
import {
  describeTripRevision,
  restorable,
  restoreChanges,
  revisionChanges,
  stopNames,
} from './trip-revision-text';
import { i18n } from '#client/lib/i18n.ts';

/**
 * The editor's History: every change to the trip, newest first, in words; "Restore this version"
 * asks first (field by field, now → restored) and sends If-Match. A trip changed elsewhere
 * meanwhile opens the editor's conflict view (`onConflict`), as a save would.
 */
export function TripHistory({
  trip,
  onConflict,
}: {
  trip: Trip;
  /** False when the trip as it is now differs in nothing the owner holds. */
  onConflict: (conflict: TripConflict) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const history = useTripHistory(trip.id, open);
  const restore = useRestoreTripRevision();
  const [asking, setAsking] = useState<TripRevision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const names = stopNames(trip);
  const changes = asking ? restoreChanges(trip, asking) : [];

  const restoreVersion = (revision: TripRevision) => {
    setFailure(null);
    restore.mutate(
      { id: trip.id, revisionId: revision.id, version: trip.version },
      {
        onSuccess: () =>
          toast.success(i18n._('Restored the version from {when}', { when: shownAgo(revision.createdAt) })),
        onError: (error) => {
          if (error instanceof TripConflict) {
            if (!onConflict(error))
              setFailure(
                i18n._('This trip was changed elsewhere meanwhile; the history now shows the latest.'),
              );
            return;
          }
          setFailure(
            i18n._('Could not restore this version: {reason}', {
              reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
            }),
          );
        },
      },
    );
  };

  return (
    <section aria-labelledby="trip-history" className="rounded-2xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="trip-history" className="text-lg font-bold text-slate-900">
          {i18n._('History')}
        </h2>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          onClick={() => {
            // Opened again: read afresh (another tab or device may have changed the trip).
            if (!open) void history.refetch();
            setOpen(!open);
          }}
        >
          {open ? i18n._('Hide history') : i18n._('Show history')}
        </Button>
      </div>
      {open && (
        <div className="mt-3 space-y-3">
          {failure && <FormAlert>{failure}</FormAlert>}
          <RevisionList history={history}>
            {history.data?.map((revision, index) => (
              <RevisionItem
                key={revision.id}
                summary={describeTripRevision(revision)}
                createdAt={revision.createdAt}
                changes={revisionChanges(revision, names)}
                // The newest revision is the trip as it is now: nothing to restore.
                onRestore={index > 0 && restorable(revision) ? () => setAsking(revision) : undefined}
                restoring={restore.isPending}
              />
            ))}
          </RevisionList>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={i18n._('Restore this version?')}
        confirmLabel={i18n._('Restore')}
        onConfirm={() => asking && restoreVersion(asking)}
      >
        {changes.length === 0 ? (
          <p>{i18n._('This version is the trip as it is now: restoring it changes nothing.')}</p>
        ) : (
          <>
            <p>
              {changes.length === 1
                ? i18n._('The version from {when} changes this field (now → restored):', {
                    when: asking ? shownAgo(asking.createdAt) : '',
                  })
                : i18n._('The version from {when} changes these {count} fields (now → restored):', {
                    when: asking ? shownAgo(asking.createdAt) : '',
                    count: changes.length,
                  })}
            </p>
            <ChangeList narrow joiner={i18n._('becomes')} changes={changes} />
            <p className="text-sm">
              {i18n._('The restore is itself a change in the history. Route lines stay as they are.')}
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
