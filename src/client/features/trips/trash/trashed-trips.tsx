import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { useState } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TrashEntry } from '#client/components/trash-entry.tsx';
import { useDeleteTripForever, useRestoreTrip, useTrashedTrips, type TrashedTrip } from '../api/trip-trash';
import { i18n } from '#client/lib/i18n.ts';
import { daysText, stopsText } from '../visitor/trip-words';

/**
 * The trash page's Trips (handed in by src/client/app): trips in the trash, each with when it was
 * deleted, Restore (with its days, tracks, links and history) and Delete forever after a question.
 */
export function TrashedTrips() {
  const trips = useTrashedTrips(true);
  const restore = useRestoreTrip();
  const deleteForever = useDeleteTripForever();
  const [asking, setAsking] = useState<TrashedTrip | null>(null);
  // The dialog keeps its words while it closes.
  const [lastAsked, setLastAsked] = useState<TrashedTrip | null>(null);

  if (trips.error)
    return (
      <LoadAlert
        what={i18n._('Could not load the trips in the trash')}
        error={trips.error}
        onRetry={() => void trips.refetch()}
      />
    );
  if (!trips.data || trips.data.length === 0) return null;
  const shown = asking ?? lastAsked;
  return (
    <section aria-labelledby="trash-trips" className="space-y-3">
      <h2 id="trash-trips" className="text-lg font-bold text-slate-900">
        {i18n._('Trips')}
      </h2>
      <ul aria-label={i18n._('Deleted trips')} className="space-y-3">
        {trips.data.map((trip) => (
          <li key={trip.id}>
            <TrashEntry
              level={3}
              title={trip.title}
              deletedAt={trip.deletedAt}
              restoring={restore.isPending && restore.variables === trip.id}
              onRestore={() => restore.mutate(trip.id)}
              onDeleteForever={() => {
                setLastAsked(trip);
                setAsking(trip);
              }}
            >
              <p className="mt-0.5 text-sm text-slate-700">
                {daysText(trip.dayCount)} · {stopsText(trip.stopCount)}
              </p>
            </TrashEntry>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          shown
            ? i18n._('Delete {title} forever?', { title: shown.title })
            : i18n._('Delete this trip forever?')
        }
        confirmLabel={i18n._('Delete forever')}
        danger
        onConfirm={() => asking && deleteForever.mutate(asking)}
      >
        <p>
          {i18n._(
            'The trip, its days, route lines, share links and history are deleted for good; its places stay.',
          )}
        </p>
        <p className="text-sm font-medium text-slate-800">{i18n._('This cannot be undone.')}</p>
      </ConfirmDialog>
    </section>
  );
}
