import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useOwner } from '#client/lib/use-owner.ts';
import { i18n } from '#client/lib/i18n.ts';
import { track } from '#client/lib/beacon.ts';
import { Link, useNavigate, useLocation as useRoute } from 'react-router';
import type { PlaceSummary } from '#shared/map-data.ts';
import { summarize } from '#shared/summarize-place.ts';
import type { Location } from '#shared/location.ts';
import { placeHead } from '#shared/place-head.ts';
import { parsePlaceSegment, PLACE_PATH_PREFIX, placePath, slugify } from '#shared/place-url.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { PlaceNotFoundError, useLocation } from '../api/get-location';
import { usePlaces } from '../api/get-places';
import { DetailPhotoHeader } from './detail-photo-header';
import { DetailSectionLevel } from './detail-section';
import { DetailView } from './detail-view';
import { PlacePopupCard } from './place-popup-card';
import { PlaceLoadError, PlaceNotFound, PlacePageSkeleton } from './place-page-states';

// The owner's status buttons and Edit dialog: a chunk of their own, never loaded for visitors.
const PlaceOwnerView = lazy(async () => ({ default: (await import('./place-owner-view')).PlaceOwnerView }));

/** What the page needs of a map; the app layer hands in the map feature's MapView. */
export interface PlaceMapProps {
  places: PlaceSummary[];
  popupCard: (place: PlaceSummary, onLayout: () => void) => ReactNode;
  focus: { latitude: number; longitude: number };
}

type PlaceMap = ComponentType<PlaceMapProps>;

/**
 * `/places/:segment`: one place as a page, its details beside a map centred on it. The id in the
 * segment finds the place; a slug that is not its current one is replaced in the address bar.
 */
export function PlacePage({ MapView }: { MapView: PlaceMap }) {
  // The path as the address bar has it (percent-encoded): parsePlaceSegment decodes the slug once.
  const parsed = parsePlaceSegment(useRoute().pathname.slice(PLACE_PATH_PREFIX.length));
  const id = parsed?.id;
  const details = useLocation(id);

  if (!parsed || id === undefined || details.error instanceof PlaceNotFoundError) return <PlaceNotFound />;
  if (details.data)
    return <PlaceContent key={id} place={details.data} slug={parsed.slug} MapView={MapView} />;
  if (details.error) return <PlaceLoadError error={details.error} onRetry={() => void details.refetch()} />;
  return <PlacePageSkeleton />;
}

const BACK_LINK =
  'rounded text-sm font-semibold text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

function PlaceContent({ place, slug, MapView }: { place: Location; slug: string; MapView: PlaceMap }) {
  const { isOwner } = useOwner();
  const [editing, setEditing] = useState(false);
  const { search, hash } = useRoute();
  const navigate = useNavigate();
  const headingId = useId();
  const summaries = usePlaces().data;
  const path = placePath(place);
  useEffect(() => track('place_opened', place.id), [place.id]);

  // Its neighbours for context; the place itself as it is now, even before the map data loads.
  const places = useMemo(
    () => [...(summaries ?? []).filter((p) => p.id !== place.id), summarize(place)],
    [summaries, place],
  );
  // Renamed since the link was made (or no slug at all): the address bar shows the current one.
  const stale = slug !== slugify(place.name);
  useEffect(() => {
    if (stale) void navigate({ pathname: path, search, hash }, { replace: true });
  }, [stale, navigate, path, search, hash]);

  const openPage = (id: number) => {
    const next = places.find((p) => p.id === id);
    if (next && next.id !== place.id) void navigate(placePath(next));
  };

  const visitorView = <DetailView place={place} isOwner={false} onStatus={() => undefined} />;

  return (
    <>
      <PageHead path={path} meta={placeHead(place, i18n._)} />
      <div className="lg:grid lg:grid-cols-2">
        <article aria-labelledby={headingId} className="min-w-0">
          <DetailPhotoHeader
            name={place.name}
            type={place.type}
            photos={place.photos}
            photoInfo={place.photoInfo}
            photoText={place.photoText}
          />
          <div className="mx-auto max-w-2xl p-4 sm:p-6">
            <Link to="/" className={BACK_LINK}>
              <span aria-hidden="true">← </span>
              {i18n._('Back to Map')}
            </Link>
            <h1 id={headingId} className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
              {place.name}
            </h1>
            {/* The status is shown once, in the details' own Status section. */}
            {place.address && <p className="mt-1 text-slate-600">{place.address}</p>}
            <div className="mt-5">
              <DetailSectionLevel.Provider value={2}>
                {/* The edit dialog stays when the session is found ended: saving then asks to sign in again. */}
                {isOwner || editing ? (
                  <Suspense fallback={visitorView}>
                    <PlaceOwnerView place={place} editing={editing} onEditingChange={setEditing} />
                  </Suspense>
                ) : (
                  visitorView
                )}
              </DetailSectionLevel.Provider>
            </div>
          </div>
        </article>
        {/* Beside the details on a wide screen, following the scroll; below them on a phone. */}
        <div className="relative h-96 lg:sticky lg:top-[var(--header-h)] lg:h-[calc(100dvh-var(--header-h))]">
          <MapView
            places={places}
            focus={place}
            popupCard={(summary, onLayout) => (
              <PlacePopupCard place={summary} onExplore={openPage} onLayout={onLayout} />
            )}
          />
        </div>
      </div>
    </>
  );
}
