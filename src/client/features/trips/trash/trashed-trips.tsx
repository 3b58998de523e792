import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { useState } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TrashEntry } from '#client/components/trash-entry.tsx';
import { useDeleteTripForever, useRestoreTrip, useTrashedTrips, type TrashedTrip } from '../api/trip-trash';

const daysOf = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;
const stopsOf = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'stop' : 'stops'}`;

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
        what="Could not load the trips in the trash"
        error={trips.error}
        onRetry={() => void trips.refetch()}
      />
    );
  if (!trips.data || trips.data.length === 0) return null;
  return (
    <section aria-labelledby="trash-trips" className="space-y-3">
      <h2 id="trash-trips" className="text-lg font-bold text-slate-900">
        Trips
      </h2>
      <ul aria-label="Deleted trips" className="space-y-3">
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
                {daysOf(trip.dayCount)} · {stopsOf(trip.stopCount)}
              </p>
            </TrashEntry>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Delete ${(asking ?? lastAsked)?.title ?? 'this trip'} forever?`}
        confirmLabel="Delete forever"
        danger
        onConfirm={() => asking && deleteForever.mutate(asking)}
      >
        <p>The trip, its days, route lines, share links and history are deleted for good; its places stay.</p>
        <p className="text-sm font-medium text-slate-800">This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
