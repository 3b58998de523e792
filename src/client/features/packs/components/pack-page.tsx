import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PACK_PATH_PREFIX, packIdOfSegment } from '#shared/packs/pack-head.ts';
import type { PackPublic } from '#shared/packs/pack-schema.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import {
  FIRST_ROUTE_ZOOM,
  TripDays,
  TripMap,
  useActiveDay,
  type MapStop,
} from '#client/features/trips/public.ts';
import { packQuery, previewRouteQuery } from '../api/packs-queries';
import { BuyButton, checkoutMark } from './buy-button';
import { packFactsText, packHeadText, packPrice } from './pack-words';

/** `/trip-packs/:id-:slug`: a pack's page, its preview (map and days) and Buy. */
export function PackPage() {
  const segment = decodeURIComponent(useLocation().pathname.slice(PACK_PATH_PREFIX.length));
  const id = packIdOfSegment(segment);
  const pack = useQuery({ ...packQuery(id ?? 0), enabled: id !== null, retry: false });
  if (id === null || (pack.error instanceof ApiError && pack.error.status === 404)) return <PackMissing />;
  if (pack.data) return <PackView pack={pack.data} />;
  if (pack.error)
    return (
      <div className="mx-auto max-w-2xl p-8" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{i18n._('This pack could not be loaded')}</h1>
        <p className="mt-2 text-slate-700">{i18n._('Check your connection and try again.')}</p>
      </div>
    );
  return <p className="p-8 text-slate-600">{i18n._('Loading the pack…')}</p>;
}

function PackMissing() {
  return (
    <div className="mx-auto max-w-2xl p-8">
      <PageHead
        path="/trip-packs/"
        meta={{ title: i18n._('Pack not found'), description: '', noindex: true }}
      />
      <h1 className="text-2xl font-bold text-slate-900">{i18n._('This pack is not on sale')}</h1>
      <p className="mt-2 text-slate-700">{i18n._('It may have been retired, or the link is mistyped.')}</p>
      <p className="mt-4">
        <Link to="/trip-packs" className="font-semibold text-teal-800 underline">
          {i18n._('See the trip packs')}
        </Link>
      </p>
    </div>
  );
}

const stopsOf = (pack: PackPublic): MapStop[] =>
  pack.preview.days
    .flatMap((day, dayIndex) =>
      day.stops.map((stop) => ({
        dayIndex,
        name: stop.place.name,
        latitude: stop.place.latitude,
        longitude: stop.place.longitude,
        number: 0,
      })),
    )
    .map((stop, index) => ({ ...stop, number: index + 1 }));

/**
 * What the free preview shows and what comes with the pack: "The first day; 9 more stops over 2 more
 * days come with the pack."
 */
function previewNote(pack: PackPublic, shownStops: number): string {
  const shown =
    pack.previewKind === 'first_day'
      ? i18n._('The first day')
      : i18n._('The first {count} stops', { count: shownStops });
  const { hiddenStops, hiddenDays } = pack.preview;
  if (hiddenStops <= 0) return shown;
  const stops = isOne(hiddenStops)
    ? i18n._('{count} more stop', { count: hiddenStops })
    : i18n._('{count} more stops', { count: hiddenStops });
  if (hiddenDays <= 0) return i18n._('{preview}; {stops} come with the pack.', { preview: shown, stops });
  const days = isOne(hiddenDays)
    ? i18n._('{count} more day', { count: hiddenDays })
    : i18n._('{count} more days', { count: hiddenDays });
  return i18n._('{preview}; {stops} over {days} come with the pack.', { preview: shown, stops, days });
}

/** The buyer who left for the payment page and came back here cancelled it. */
function useCancelled(id: number): boolean {
  const [cancelled] = useState(() => sessionStorage.getItem(checkoutMark(id)) === '1');
  useEffect(() => sessionStorage.removeItem(checkoutMark(id)), [id]);
  return cancelled;
}

function PackView({ pack }: { pack: PackPublic }) {
  const headingId = useId();
  const stops = useMemo(() => stopsOf(pack), [pack]);
  const { activeDay, setActiveDay, dayRef } = useActiveDay(pack.preview.days.length);
  const cancelled = useCancelled(pack.id);
  const [routeZoom, setRouteZoom] = useState(FIRST_ROUTE_ZOOM);
  const route = useQuery({
    ...previewRouteQuery(pack.id, routeZoom),
    placeholderData: keepPreviousData,
  }).data;
  return (
    <div className="trip-page flex flex-col lg:grid lg:grid-cols-2">
      <PageHead
        path={pack.path}
        meta={pack.status === 'on_sale' ? packHeadText(pack) : { ...packHeadText(pack), noindex: true }}
      />
      <div className="trip-map-frame sticky top-[var(--header-h)] z-10 isolate h-56 sm:h-80 lg:order-2 lg:h-[calc(100dvh-var(--header-h))]">
        <TripMap stops={stops} route={route} onRouteZoom={setRouteZoom} activeDay={activeDay} />
      </div>
      <article aria-labelledby={headingId} className="min-w-0 lg:order-1">
        <div className="mx-auto max-w-2xl p-4 sm:p-6">
          <Link to="/trip-packs" className="rounded text-sm font-semibold text-teal-800 hover:underline">
            <span aria-hidden="true">← </span>
            {i18n._('All trip packs')}
          </Link>
          {cancelled && (
            <p
              role="status"
              className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
            >
              {i18n._(
                'Checkout was cancelled: you were not charged. You can buy the pack whenever you like.',
              )}
            </p>
          )}
          {pack.status !== 'on_sale' && (
            <p className="mt-3 rounded-xl bg-slate-100 p-3 text-slate-800">
              {pack.status === 'draft'
                ? i18n._('A draft: visitors cannot see this page. This is the pack as a buyer would see it.')
                : i18n._('Retired: visitors cannot see this page. This is the pack as a buyer would see it.')}
            </p>
          )}
          <p className="mt-3 text-sm font-semibold tracking-wide text-teal-800 uppercase">
            {i18n._('Trip pack')}
          </p>
          <h1 id={headingId} className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {pack.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{packFactsText(pack)}</p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-3xl font-extrabold text-slate-900">{packPrice(pack)}</p>
            <BuyButton
              packId={pack.id}
              title={pack.title}
              priceLabel={packPrice(pack)}
              checkoutAvailable={pack.checkoutAvailable && pack.status === 'on_sale'}
              checkoutMessage={
                pack.status === 'on_sale' ? pack.checkoutMessage : i18n._('This pack is not on sale.')
              }
            />
          </div>
          {pack.description && <p className="mt-4 whitespace-pre-line text-slate-800">{pack.description}</p>}
          {pack.included.length > 0 && (
            <section aria-labelledby={`${headingId}-included`} className="mt-6">
              <h2 id={`${headingId}-included`} className="text-lg font-bold text-slate-900">
                {i18n._('What is included')}
              </h2>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-800">
                {pack.included.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby={`${headingId}-preview`} className="mt-8">
            <h2 id={`${headingId}-preview`} className="mb-1 text-lg font-bold text-slate-900">
              {i18n._('Free preview')}
            </h2>
            <p className="mb-4 text-sm text-slate-600">{previewNote(pack, stops.length)}</p>
            <TripDays
              days={pack.preview.days}
              activeDay={activeDay}
              onChooseDay={setActiveDay}
              dayRef={dayRef}
            />
          </section>
        </div>
      </article>
    </div>
  );
}
