import { lazy, Suspense } from 'react';
import type { SelectionActions } from '#client/features/locations/components/bulk-action-bar.tsx';

// The home page's dialogs, layers and panels, each a chunk of its own loaded when first shown (the
// views are in ./lazy-views). This module itself travels with the home page.

export const OwnerDelete = lazy(async () => ({ default: (await import('./owner-delete')).OwnerDelete }));
export const AddLocationModal = lazy(async () => ({
  default: (await import('#client/features/locations/components/add-location-modal.tsx')).AddLocationModal,
}));
export const SuggestPlaceModal = lazy(async () => ({
  default: (await import('#client/features/locations/components/suggest-place-modal.tsx')).SuggestPlaceModal,
}));
// The trips feature's action in the owner's bulk bar, in its own chunk.
export const MakeTripButton = lazy(async () => ({
  default: (await import('#client/features/trips/editor/make-trip.tsx')).MakeTripButton,
}));
export const makeTrip: SelectionActions = (ids, disabled) => (
  <Suspense fallback={null}>
    <MakeTripButton placeIds={ids} disabled={disabled} />
  </Suspense>
);
// Layers that live inside the map share its Leaflet chunk and load when first used.
export const PinPicker = lazy(async () => ({
  default: (await import('#client/features/geo/components/pin-picker.tsx')).PinPicker,
}));
// The owner's alone, like the pin picker: a visitor's first load has no room to spare.
export const PickBanner = lazy(async () => ({
  default: (await import('#client/features/geo/components/pick-banner.tsx')).PickBanner,
}));
// The Trips toggle's layer and the popup's trips line: one chunk, loaded when Trips is switched on.
const homeTrips = () => import('#client/features/trips/home/home-trips.ts');
export const TripLinesLayer = lazy(async () => ({ default: (await homeTrips()).TripLinesLayer }));
export const PlaceTrips = lazy(async () => ({ default: (await homeTrips()).PlaceTrips }));
// Near me: only its button is here; the location is asked and the places measured in its chunk.
export const NearMePanel = lazy(async () => ({ default: (await import('./near-me-panel')).NearMePanel }));
export const VisitedShadingLayer = lazy(async () => ({
  default: (await import('#client/features/geo/components/visited-shading-layer.tsx')).VisitedShadingLayer,
}));
// The owner's embed builder, when a place's details ask for it.
export const HomeEmbedDialog = lazy(async () => ({
  default: (await import('../shell/home-embed-dialog')).HomeEmbedDialog,
}));
export const LocationDetailModal = lazy(async () => ({
  default: (await import('#client/features/locations/components/location-detail-modal.tsx'))
    .LocationDetailModal,
}));
// The map's popups show the locations feature's card (carousels, thumbnails): loaded with the
// first popup, not with the map.
export const PlacePopupCard = lazy(async () => ({
  default: (await import('#client/features/locations/components/place-popup-card.tsx')).PlacePopupCard,
}));
