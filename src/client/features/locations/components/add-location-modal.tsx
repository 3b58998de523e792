import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '#client/lib/i18n.ts';
import { runShortcut } from '#client/lib/shortcuts.ts';
import { discardDraft } from '#client/lib/use-draft.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DiscardChangesDialog } from '#client/components/ui/draft-prompts.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { loadPlaceLookup, type PinPosition } from '#client/features/geo/public.ts';
import { useCreateLocation } from '../api/mutate-locations';
import { ADD_LOCATION_DEFAULTS, type AddLocationFormValues } from './add-location-values';
import { AddLocationForm, DRAFT, FORM_ID, type Draft } from './add-location-form';
import type { RegionTouched } from '../hooks/use-detected-region-fill';

export type { AddLocationFormValues } from './add-location-values';

// Only a suggestion added on a site with a geocoder looks its place up.
const PlaceLookup = lazy(async () => ({ default: await loadPlaceLookup() }));

/** Asks the page to let the owner click the map; `done` gets the chosen spot, or null if cancelled. */
export type PickOnMap = (from: PinPosition | null, done: (at: PinPosition | null) => void) => void;

function coordinatesOf(values: AddLocationFormValues): PinPosition | null {
  const lat = Number(values.latitude.trim());
  const lng = Number(values.longitude.trim());
  if (!values.latitude.trim() || !values.longitude.trim()) return null;
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/**
 * The owner's Add New Location form. `initial` pre-fills it (the inbox opens it from a suggestion).
 * Every problem is shown inline; nothing typed is lost when the server refuses. With `onPickOnMap`
 * the form offers "Pick on map": the page hides the dialog, the owner places the pin, and the
 * dialog comes back with the draft kept and the coordinates filled. With `lookUp` (a suggestion's
 * name and location) on a site with a geocoder, the form looks the place up and fills in where it is.
 */
export function AddLocationModal({
  open,
  onOpenChange,
  initial,
  onPickOnMap,
  onAdded,
  lookUp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<AddLocationFormValues>;
  onPickOnMap?: PickOnMap;
  /** The place was added (the inbox links the suggestion it came from). */
  onAdded?: (place: { id: number }) => void;
  /** Words that say where the place is, looked up when the form opens without coordinates. */
  lookUp?: string;
}) {
  const create = useCreateLocation(useShowPlace());
  const { geocoderConfigured } = useSiteConfig();
  const located = Boolean(initial?.latitude?.trim() || initial?.longitude?.trim());
  const lookingUp = open && geocoderConfigured && !located && Boolean(lookUp?.trim());
  const [found, setFound] = useState<GeocodeResult | undefined>();
  // What the geocoder found counts as the form's starting point, not as the owner's change.
  const prefill = useMemo(
    (): Partial<AddLocationFormValues> | undefined =>
      found && {
        latitude: String(found.latitude),
        longitude: String(found.longitude),
        country: found.country ?? '',
        state: found.state ?? '',
      },
    [found],
  );
  const [parked, setParked] = useState<Draft | null>(null);
  // Where the owner last placed the pin on the big map: the form looks up the address there.
  const [pickedAt, setPickedAt] = useState<PinPosition | null>(null);
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const fresh: Draft = {
    values: { ...ADD_LOCATION_DEFAULTS, ...initial, ...prefill },
    touched: touchedBy(initial),
    photoInput: '',
  };

  // Closed by the owner (Cancel, added, or Discard when asked): the next opening starts afresh.
  const close = (next: boolean) => {
    if (!next) {
      setParked(null);
      setPickedAt(null);
      setFound(undefined);
      // The draft being closed; a draft from an earlier visit not yet answered stays on offer.
      if (dirty) discardDraft(DRAFT.form, DRAFT.id);
      setDirty(false);
    }
    onOpenChange(next);
  };
  // Cancel, Escape, a click outside and the X: a changed form asks before its text is thrown away.
  const dismiss = (next: boolean) => (!next && dirty ? setAskDiscard(true) : close(next));

  const pick = onPickOnMap
    ? (draft: Draft) => {
        setParked(draft);
        onPickOnMap(coordinatesOf(draft.values), (at) => {
          if (!at) return;
          setPickedAt(at);
          setParked((current) =>
            current
              ? {
                  ...current,
                  values: { ...current.values, latitude: String(at.lat), longitude: String(at.lng) },
                }
              : current,
          );
        });
      }
    : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={dismiss}
      onKeyDown={(event) => {
        const form = event.currentTarget.querySelector<HTMLFormElement>(`#${FORM_ID}`);
        runShortcut(event, [
          { key: 's', mod: true, whileTyping: true, run: () => !create.isPending && form?.requestSubmit() },
        ]);
      }}
      title={i18n._('Add New Location')}
      description={i18n._('Fields marked * are required.')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => dismiss(false)}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending ? i18n._('Adding…') : i18n._('Add Location')}
          </Button>
        </>
      }
    >
      {lookingUp && (
        <Suspense fallback={null}>
          <PlaceLookup text={lookUp ?? ''} onFound={setFound} />
        </Suspense>
      )}
      {/* Mounted only while open, so each opening starts from the defaults (and `initial`), or the parked draft. */}
      <AddLocationForm
        fresh={fresh}
        prefill={prefill}
        start={parked ?? fresh}
        onDone={(created) => {
          if (created) onAdded?.(created);
          close(false);
        }}
        onPick={pick}
        pickedAt={pickedAt}
        onDirtyChange={setDirty}
        create={create}
      />
      <DiscardChangesDialog
        open={askDiscard}
        onKeepEditing={() => setAskDiscard(false)}
        onDiscard={() => {
          setAskDiscard(false);
          close(false);
        }}
      />
    </Modal>
  );
}

/** A country or state handed in (from a suggestion) counts as the owner's own. */
const touchedBy = (initial?: Partial<AddLocationFormValues>): RegionTouched => ({
  country: Boolean(initial?.country),
  state: Boolean(initial?.state),
});

/**
 * The added toast's "Show": the new place opens on the home page (its details, and the map brings it
 * into view), with the filters and view the home page has now; from another page, on the map. The
 * map is not moved by the adding itself: the owner may be working on another part of it.
 */
function useShowPlace() {
  const navigate = useNavigate();
  // Read at the click: the filters may have changed since the place was added.
  return (place: { id: number }) => {
    const { pathname, search } = window.location;
    const query = new URLSearchParams(pathname === '/' ? search : '');
    query.set('place', String(place.id));
    void navigate({ pathname: '/', search: `?${query}` });
  };
}
