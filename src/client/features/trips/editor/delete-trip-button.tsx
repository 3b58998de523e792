import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { useDeleteTrip } from '../api/trip-trash';
import { i18n } from '#client/lib/i18n.ts';

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
        {i18n._('Delete trip')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={i18n._('Delete {title}?', { title: trip.title })}
        confirmLabel={i18n._('Delete')}
        danger
        onConfirm={() => remove.mutate({ trip }, { onSuccess: () => void navigate('/trips') })}
      >
        <p>
          {i18n._(
            'It moves to the trash with its days, route lines, share links and history; its places stay. Undo, in the message that follows, takes it back.',
          )}
        </p>
      </ConfirmDialog>
    </>
  );
}
