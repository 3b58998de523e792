import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { PlusIcon } from '#client/components/ui/icons.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { useOwner } from '#client/lib/use-owner.ts';
import { tripOfPlaces, useCreateTrip } from '../api/mutate-trip';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/** The editor of a trip. */
export const tripEditPath = (id: number) => `/trips/${id}/edit`;

/** Makes a trip (of `placeIds` as one day's stops, in their order, or empty) and opens its editor. */
function useMakeTrip() {
  const create = useCreateTrip();
  const key = useIdempotencyKey();
  const navigate = useNavigate();
  const make = (placeIds: readonly number[]) =>
    create.mutate(
      {
        input:
          placeIds.length > 0 ? tripOfPlaces(i18n._('New trip'), placeIds) : { title: i18n._('New trip') },
        idempotencyKey: key.current(),
      },
      {
        onSuccess: (trip) => {
          key.succeeded();
          toast.success(
            placeIds.length > 0
              ? i18n._('Made a trip of {count} places', { count: formatNumber(placeIds.length) })
              : i18n._('Made a new trip'),
          );
          void navigate(tripEditPath(trip.id));
        },
        onError: (error) =>
          toast.error(
            i18n._('Could not make the trip: {reason}', {
              reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
            }),
          ),
      },
    );
  return { make, pending: create.isPending };
}

/** "Make a trip" in the list's bulk bar: the chosen places, in the list's order, as day 1. */
export function MakeTripButton({
  placeIds,
  disabled = false,
}: {
  placeIds: readonly number[];
  disabled?: boolean;
}) {
  const { make, pending } = useMakeTrip();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={disabled || pending || placeIds.length === 0}
      onClick={() => make(placeIds)}
    >
      {pending ? i18n._('Making the trip…') : i18n._('Make a trip')}
    </Button>
  );
}

/** The owner's actions on /trips (rendered by the trips page in its slot): New trip. Nothing for a visitor. */
export function OwnerTripsActions() {
  const { isOwner } = useOwner();
  const { make, pending } = useMakeTrip();
  if (!isOwner) return null;
  return (
    <Button disabled={pending} onClick={() => make([])}>
      <PlusIcon size={16} />
      {pending ? i18n._('Making the trip…') : i18n._('New trip')}
    </Button>
  );
}
