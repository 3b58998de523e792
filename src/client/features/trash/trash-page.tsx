import { useState } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../components/page-head';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/field';
import { TrashIcon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api';
import { OwnerPage, SignInNotice } from '../auth/public-owner';
import { useDeleteForever, useEmptyTrash } from './api/delete-forever';
import { useRestorePlace } from './api/restore-place';
import { useTrash, type TrashedPlace } from './api/get-trash';
import { TrashItem } from './components/trash-item';

/** `/trash` (owner): deleted places, hidden from visitors, with Restore and Delete forever. */
export function TrashPage() {
  return (
    <OwnerPage
      head={<PageHead path="/trash" />}
      title="Trash"
      icon={<TrashIcon size={22} />}
      iconClassName="bg-slate-700"
      signInText="Please sign in as the owner to see the trash."
    >
      <OwnerTrash />
    </OwnerPage>
  );
}

type Asking = { kind: 'one'; place: TrashedPlace } | { kind: 'all' } | null;

function OwnerTrash() {
  const trash = useTrash(true);
  const restore = useRestorePlace();
  const deleteForever = useDeleteForever();
  const empty = useEmptyTrash();
  const [asking, setAsking] = useState<Asking>(null);
  const [lastAsked, setLastAsked] = useState<Exclude<Asking, null>>({ kind: 'all' });

  const ask = (next: Exclude<Asking, null>) => {
    setLastAsked(next);
    setAsking(next);
  };

  if (trash.error instanceof ApiError && trash.error.status === 401)
    return <SignInNotice>Please sign in as the owner to see the trash.</SignInNotice>;
  if (!trash.data) {
    if (!trash.isError) return <p className="text-slate-700">Loading…</p>;
    return (
      <FormAlert>
        Could not load the trash:{' '}
        {trash.error instanceof ApiError ? trash.error.message : 'please try again.'}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void trash.refetch()}>
          Try again
        </button>
      </FormAlert>
    );
  }

  const places = trash.data;
  // The dialog keeps its words while it closes, after `asking` is cleared.
  const shown = asking ?? lastAsked;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Deleted places are hidden from visitors and wait here until you restore them; after 30 days they are
          deleted for good.
        </p>
        {places.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => ask({ kind: 'all' })}
            disabled={empty.isPending}
          >
            <TrashIcon size={14} />
            Empty trash
          </Button>
        )}
      </div>
      {places.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          <p className="font-semibold text-slate-900">The trash is empty.</p>
          <p className="mt-1">Places you delete wait here, so you can bring them back.</p>
          <Link to="/" className={buttonClass('secondary', 'sm', 'mt-4')}>
            Back to the map
          </Link>
        </div>
      ) : (
        <ul aria-label="Deleted places" className="space-y-3">
          {places.map((place) => (
            <li key={place.id}>
              <TrashItem
                place={place}
                restoring={restore.isPending && restore.variables === place.id}
                onRestore={() => restore.mutate(place.id)}
                onDeleteForever={() => ask({ kind: 'one', place })}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={shown.kind === 'one' ? `Delete ${shown.place.name} forever?` : 'Empty the trash?'}
        confirmLabel={shown.kind === 'one' ? 'Delete forever' : 'Empty trash'}
        danger
        onConfirm={() => (shown.kind === 'one' ? deleteForever.mutate(shown.place) : empty.mutate())}
      >
        <p>
          {shown.kind === 'one'
            ? 'The place, its notes, photos, videos and history are deleted for good.'
            : `${places.length.toLocaleString('en-US')} ${places.length === 1 ? 'place' : 'places'}, with their history, are deleted for good.`}
        </p>
        <p className="text-sm font-medium text-slate-800">This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
