import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { OwnerPage } from '#client/components/owner-page.tsx';
import { PageHead } from '#client/components/page-head.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { MapIcon } from '#client/components/ui/icons.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { ApiError } from '#client/lib/api.ts';
import { tripQuery } from '../api/trip-queries';
import { CoverPicker } from './cover-picker';
import { DeleteTripButton } from './delete-trip-button';
import { DaysEditor } from './days-editor';
import { ExportsMenu } from './exports-menu';
import { RoutePreview } from './route-preview';
import { ShareLinksPanel } from './share-links-panel';
import { TracksPanel } from './tracks-panel';
import { TripConflictView } from './trip-conflict-view';
import { TripFields } from './trip-fields';
import { TripHistory } from './trip-history';
import { PlacesSource, type PlacesQuery } from './places-source';
import { useTripEdit } from './use-trip-edit';
import { i18n } from '#client/lib/i18n.ts';

/**
 * `/trips/:id/edit` (owner): the trip editor; anyone else reads the sign-in prompt. `placesQuery`
 * (the owner's places, from the locations feature) is what Add places searches.
 */
export function TripEditorPage({ placesQuery }: { placesQuery: PlacesQuery }) {
  const { id = '' } = useParams();
  return (
    <PlacesSource value={placesQuery}>
      <OwnerPage
        head={<PageHead path={`/trips/${id}/edit`} title={i18n._('Edit trip')} />}
        title={i18n._('Edit trip')}
        icon={<MapIcon size={22} />}
        signInText={i18n._('Please sign in as the owner to edit trips.')}
        keepWhenSessionEnds
      >
        <TripLoader id={/^\d{1,10}$/.test(id) ? Number(id) : null} />
      </OwnerPage>
    </PlacesSource>
  );
}

function TripLoader({ id }: { id: number | null }) {
  const trip = useQuery({ ...tripQuery(id ?? 0), enabled: id !== null });
  const missing = id === null || (trip.error instanceof ApiError && trip.error.status === 404);
  if (missing) return <FormAlert>{i18n._('There is no such trip. It may have been deleted.')}</FormAlert>;
  if (trip.error)
    return (
      <LoadError
        title={i18n._('Could not load the trip')}
        error={trip.error}
        onRetry={() => void trip.refetch()}
      />
    );
  if (!trip.data) return <p className="text-slate-700">{i18n._('Loading the trip…')}</p>;
  return <TripEditor key={trip.data.id} trip={trip.data} />;
}

function TripEditor({ trip }: { trip: Trip }) {
  const edit = useTripEdit(trip);
  const { values, draft, conflict } = edit;
  return (
    <div className="space-y-6">
      {draft.offered && <RestoreDraftPrompt onRestore={draft.restore} onDiscard={draft.dismissOffer} />}
      <div className="flex flex-wrap items-center gap-3">
        <Link to={trip.path} className="text-sm font-semibold text-teal-800 underline">
          {i18n._('See the trip’s page')}
        </Link>
        <ExportsMenu trip={trip} />
        <span className="ms-auto">
          <DeleteTripButton trip={trip} />
        </span>
      </div>
      {conflict ? (
        <TripConflictView conflict={conflict} edit={edit} />
      ) : (
        <form
          noValidate
          aria-label={i18n._('Trip')}
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            edit.save();
          }}
        >
          <TripFields values={values} errors={edit.fieldErrors} onChange={edit.change} />
          <CoverPicker values={values} onChange={(coverPhoto) => edit.change({ coverPhoto })} />
          <DaysEditor values={values} errors={edit.fieldErrors} onChange={edit.change} />
          {edit.error && <FormAlert>{edit.error}</FormAlert>}
          <div className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-300">
            <p className="me-auto text-sm text-slate-700" aria-live="polite">
              {draft.dirty
                ? i18n._('Unsaved changes (kept in this browser until saved).')
                : i18n._('All changes saved.')}
            </p>
            <Button variant="secondary" disabled={!draft.dirty || edit.saving} onClick={edit.discard}>
              {i18n._('Discard changes')}
            </Button>
            <Button type="submit" disabled={edit.saving}>
              {edit.saving ? i18n._('Saving…') : i18n._('Save trip')}
            </Button>
          </div>
        </form>
      )}
      <TracksPanel trip={trip} />
      <RoutePreview tripId={trip.id} />
      {trip.visibility !== 'public' && <ShareLinksPanel tripId={trip.id} />}
      <TripHistory trip={trip} onConflict={edit.conflictWith} />
    </div>
  );
}
