import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { useDeleteTrip } from '../api/trip-trash';

/**
 * The editor's "Delete trip": asks first in the site's own dialog; Delete moves the trip to the
 * trash (the toast offers Undo) and the editor leaves for /trips.
 */
export function DeleteTripButton({ trip }: { trip: Trip }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteTrip();
  const navigate = useNavigate();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <TrashIcon size={14} />
        Delete trip
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete ${trip.title}?`}
        confirmLabel="Delete"
        danger
        onConfirm={() => remove.mutate({ trip }, { onSuccess: () => void navigate('/trips') })}
      >
        <p>
          It moves to the trash with its days, route lines, share links and history; its places stay. Undo, in
          the message that follows, takes it back.
        </p>
      </ConfirmDialog>
    </>
  );
}
