import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#client/components/page-head.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { inputClass } from '#client/components/ui/field.tsx';
import { SearchIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { ApiError } from '#client/lib/api.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { OwnerPage, SignInNotice } from '#client/components/owner-page.tsx';
import { useDeleteForever, useEmptyTrash } from './api/delete-forever';
import { useRestoreImport } from './api/restore-import';
import { useRestorePlace } from './api/restore-place';
import { useTrash, useTrashedTripCount, type TrashedPlace } from './api/get-trash';
import { TrashImports } from './components/trash-imports';
import { TrashItem } from './components/trash-item';
import { importsIn, searchTrash, type TrashedImport } from './trash-search';

/**
 * `/trash` (owner): deleted places, hidden from visitors, with Restore and Delete forever. `trips`
 * is the trips feature's own section of the trash, handed in by src/client/app.
 */
export function TrashPage({ trips }: { trips?: ReactNode }) {
  return (
    <OwnerPage
      head={<PageHead path="/trash" />}
      title={i18n._('Trash')}
      icon={<TrashIcon size={22} />}
      iconClassName="bg-slate-700"
      signInText={i18n._('Please sign in as the owner to see the trash.')}
    >
      <div className="space-y-8">
        <OwnerTrash />
        {trips}
      </div>
    </OwnerPage>
  );
}

type Asking =
  { kind: 'one'; place: TrashedPlace } | { kind: 'all' } | { kind: 'import'; batch: TrashedImport } | null;

const countOf = (n: number) =>
  isOne(n)
    ? i18n._('{count} place', { count: formatNumber(n) })
    : i18n._('{count} places', { count: formatNumber(n) });
const tripsOf = (n: number) =>
  isOne(n)
    ? i18n._('{count} trip', { count: formatNumber(n) })
    : i18n._('{count} trips', { count: formatNumber(n) });

/** What "Empty trash" deletes, and that it is for good: "3 places and 1 trip, with their history, …". */
function everything(places: number, trips: number): string {
  if (places > 0 && trips > 0)
    return i18n._('{places} and {trips}, with their history, are deleted for good.', {
      places: countOf(places),
      trips: tripsOf(trips),
    });
  const count = formatNumber(trips > 0 ? trips : places);
  if (trips > 0)
    return isOne(trips)
      ? i18n._('{count} trip, with its history, is deleted for good.', { count })
      : i18n._('{count} trips, with their history, are deleted for good.', { count });
  return isOne(places)
    ? i18n._('{count} place, with its history, is deleted for good.', { count })
    : i18n._('{count} places, with their history, are deleted for good.', { count });
}

/** The confirmation's words: delete one or all for good, or bring an import back. */
function question(asked: Exclude<Asking, null>) {
  if (asked.kind === 'one')
    return {
      title: i18n._('Delete {name} forever?', { name: asked.place.name }),
      confirm: i18n._('Delete forever'),
    };
  if (asked.kind === 'all') return { title: i18n._('Empty the trash?'), confirm: i18n._('Empty trash') };
  const { fileName } = asked.batch;
  const values = { count: formatNumber(asked.batch.count), name: fileName };
  const one = isOne(asked.batch.count);
  return {
    title: fileName
      ? one
        ? i18n._('Restore {count} place of {name}?', values)
        : i18n._('Restore {count} places of {name}?', values)
      : one
        ? i18n._('Restore {count} place of this import?', values)
        : i18n._('Restore {count} places of this import?', values),
    confirm: one ? i18n._('Restore {count} place', values) : i18n._('Restore {count} places', values),
  };
}

function OwnerTrash() {
  const trash = useTrash(true);
  const tripCount = useTrashedTripCount(true);
  const restore = useRestorePlace();
  const deleteForever = useDeleteForever();
  const empty = useEmptyTrash();
  const restoreImport = useRestoreImport();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const [asking, setAsking] = useState<Asking>(null);
  const [lastAsked, setLastAsked] = useState<Exclude<Asking, null>>({ kind: 'all' });

  const ask = (next: Exclude<Asking, null>) => {
    setLastAsked(next);
    setAsking(next);
  };

  if (trash.error instanceof ApiError && trash.error.status === 401)
    return <SignInNotice>{i18n._('Please sign in as the owner to see the trash.')}</SignInNotice>;
  if (!trash.data) {
    if (!trash.isError) return <p className="text-slate-700">{i18n._('Loading…')}</p>;
    return (
      <LoadAlert
        what={i18n._('Could not load the trash')}
        error={trash.error}
        onRetry={() => void trash.refetch()}
      />
    );
  }

  const places = trash.data;
  const found = searchTrash(places, searched);
  // Each import with all its places in the trash, listed while the search shows some of them.
  const foundImports = new Set(found.flatMap((p) => (p.importBatch ? [p.importBatch.id] : [])));
  const imports = importsIn(places).filter((batch) => foundImports.has(batch.id));
  // The dialog keeps its words while it closes, after `asking` is cleared.
  const shown = asking ?? lastAsked;
  const words = question(shown);
  const confirm = () => {
    if (shown.kind === 'one') deleteForever.mutate(shown.place);
    else if (shown.kind === 'all') empty.mutate();
    else restoreImport.mutate(shown.batch);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {i18n._(
            'Deleted places are hidden from visitors and wait here until you restore them; after 30 days they are deleted for good.',
          )}
        </p>
        {places.length + tripCount > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => ask({ kind: 'all' })}
            disabled={empty.isPending}
          >
            <TrashIcon size={14} />
            {i18n._('Empty trash')}
          </Button>
        )}
      </div>
      {places.length > 0 && (
        <div className="relative">
          <SearchIcon
            size={16}
            className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            aria-label={i18n._('Search the trash')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={i18n._('Search by name, address or country')}
            className={`${inputClass} ps-9`}
          />
        </div>
      )}
      {places.length > 0 && searched.trim() !== '' && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {isOne(places.length)
            ? i18n._('{found} of {count} place match.', {
                found: formatNumber(found.length),
                count: formatNumber(places.length),
              })
            : i18n._('{found} of {count} places match.', {
                found: formatNumber(found.length),
                count: formatNumber(places.length),
              })}
        </p>
      )}
      <TrashImports
        imports={imports}
        restoring={restoreImport.isPending ? restoreImport.variables.id : undefined}
        onRestore={(batch) => ask({ kind: 'import', batch })}
      />
      {places.length > 0 && found.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
          {i18n._('No place in the trash matches “{query}”.', { query: searched.trim() })}
        </p>
      )}
      {places.length + tripCount === 0 && (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          <p className="font-semibold text-slate-900">{i18n._('The trash is empty.')}</p>
          <p className="mt-1">{i18n._('Places you delete wait here, so you can bring them back.')}</p>
          <Link to="/" className={buttonClass('secondary', 'sm', 'mt-4')}>
            {i18n._('Back to the map')}
          </Link>
        </div>
      )}
      {places.length > 0 && (
        <ul aria-label={i18n._('Deleted places')} className="space-y-3">
          {found.map((place) => (
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
        title={words.title}
        confirmLabel={words.confirm}
        danger={shown.kind !== 'import'}
        onConfirm={confirm}
      >
        {shown.kind === 'import' ? (
          <p>
            {i18n._(
              'Every place of this import still in the trash goes back on the map, with its id, photos and history. Undo the import again from the import history to send them back.',
            )}
          </p>
        ) : (
          <>
            <p>
              {shown.kind === 'one'
                ? i18n._('The place, its notes, photos, videos and history are deleted for good.')
                : everything(places.length, tripCount)}
            </p>
            <p className="text-sm font-medium text-slate-800">{i18n._('This cannot be undone.')}</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
