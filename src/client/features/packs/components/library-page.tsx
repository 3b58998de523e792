import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Library, ReleaseChanges } from '#shared/packs/library-schema.ts';
import { LIBRARY_LINK_INVALID } from '#shared/packs/pack-head.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n, intlLocale } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { FIRST_ROUTE_ZOOM, TripView } from '#client/features/trips/public.ts';
import { libraryQuery, libraryRouteQuery, stopUpdateEmails } from '../api/packs-queries';
import { downloadName } from './pack-words';
import { ResendForm } from './resend-form';

const head = () => ({
  title: i18n._('Your trip pack'),
  description: i18n._('A trip pack’s library.'),
  noindex: true,
});

/** `/library/:token`: the buyer's full trip and its files; an unknown or revoked link says so kindly. */
export function LibraryPage() {
  const token = useParams().token ?? '';
  const library = useQuery({ ...libraryQuery(token), enabled: /^[A-Za-z0-9_-]{22,64}$/.test(token) });
  const missing =
    !/^[A-Za-z0-9_-]{22,64}$/.test(token) ||
    (library.error instanceof ApiError && library.error.status === 404);
  if (missing) return <LibraryInvalid />;
  if (library.data) return <LibraryView library={library.data} />;
  if (library.error)
    return (
      <div className="mx-auto max-w-2xl p-8" role="alert">
        <PageHead path="/library/" meta={head()} />
        <h1 className="text-2xl font-bold text-slate-900">{i18n._('Your library could not be opened')}</h1>
        <p className="mt-2 text-slate-700">{library.error.message}</p>
        <button
          type="button"
          className="mt-4 font-semibold text-teal-800 underline"
          onClick={() => void library.refetch()}
        >
          {i18n._('Try again')}
        </button>
      </div>
    );
  return <p className="p-8 text-slate-600">{i18n._('Opening your library…')}</p>;
}

/** The words the server's page says too, in the page's language. */
function LibraryInvalid() {
  const title = i18n._(LIBRARY_LINK_INVALID.title);
  const description = i18n._(LIBRARY_LINK_INVALID.description);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageHead path="/library/" meta={{ title, description, noindex: true }} />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="mt-3 leading-relaxed text-slate-800">{description}</p>
      <ResendForm />
    </div>
  );
}

function LibraryView({ library }: { library: Library }) {
  const token = useParams().token ?? '';
  const [routeZoom, setRouteZoom] = useState(FIRST_ROUTE_ZOOM);
  const route = useQuery({ ...libraryRouteQuery(token, routeZoom), placeholderData: keepPreviousData }).data;
  const urlOf = (format: string) => library.downloads.find((d) => d.format === format)?.url ?? '#';
  const since = library.releases.filter((release) => release.number > library.order.releaseNumber);
  const stopBadges = useMemo(() => {
    const bought = library.order.releaseNumber;
    return new Map(
      library.changes.stops.map(({ day, stop, change }) => [
        `${day}:${stop}`,
        change === 'added'
          ? i18n._('New since v{bought}', { bought })
          : i18n._('Changed since v{bought}', { bought }),
      ]),
    );
  }, [library]);
  const notice = (
    <section
      aria-label={i18n._('Your pack')}
      className="trip-no-print mt-3 rounded-2xl border border-teal-200 bg-teal-50 p-4"
    >
      <p className="text-sm font-semibold text-teal-950">
        {i18n._('Your trip pack · release v{release} · bought as v{bought} by {email}', {
          release: library.release.number,
          bought: library.order.releaseNumber,
          email: library.order.email,
        })}
      </p>
      {library.newerRelease && (
        <div className="mt-2 rounded-xl bg-white p-3">
          <p className="font-bold text-slate-900">{i18n._('A newer version is available')}</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {since.map((release) => (
              <li key={release.id}>
                <span className="font-semibold">v{release.number}:</span> {release.note}
              </li>
            ))}
          </ul>
          <ChangesSummary changes={library.changes} />
        </div>
      )}
      <UpdatesOff />
      <h2 className="mt-3 text-sm font-bold text-slate-900">{i18n._('Downloads')}</h2>
      <ul className="mt-1 flex flex-wrap gap-2">
        {library.downloads.map((download) => (
          <li key={download.format}>
            <a
              href={download.url}
              download
              className="inline-block rounded-lg border border-teal-700 bg-white px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-teal-100"
            >
              {downloadName(download.format)}
            </a>
          </li>
        ))}
      </ul>
      {!library.downloads.some((download) => download.format === 'pdf') && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {i18n._('The printable PDF is being made; it appears here in a minute.')}
        </p>
      )}
    </section>
  );
  return (
    <>
      <PageHead path="/library/" meta={{ ...head(), title: library.pack.title }} />
      <TripView
        trip={library.trip}
        route={route}
        onRouteZoom={setRouteZoom}
        exportUrl={urlOf}
        notice={notice}
        stopBadges={stopBadges}
      />
    </>
  );
}

/** What changed in the itinerary since the release bought, counted; the stops themselves are marked. */
function ChangesSummary({ changes }: { changes: ReleaseChanges }) {
  const added = changes.stops.filter((stop) => stop.change === 'added').length;
  const changed = changes.stops.length - added;
  const lines = [
    added > 0 &&
      (isOne(added)
        ? i18n._('{count} new stop, marked in the itinerary', { count: added })
        : i18n._('{count} new stops, marked in the itinerary', { count: added })),
    changed > 0 &&
      (isOne(changed)
        ? i18n._('{count} stop changed, marked in the itinerary', { count: changed })
        : i18n._('{count} stops changed, marked in the itinerary', { count: changed })),
    changes.removed.length > 0 &&
      i18n._('No longer in the trip: {places}', {
        places: new Intl.ListFormat(intlLocale).format(changes.removed),
      }),
  ].filter((line) => line !== false);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 list-disc ps-5 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The link at the foot of an update email opens the library with ?updates=off: the buyer hears of
 * no more new versions, and is told so (or why not).
 */
function UpdatesOff() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const asked = search.get('updates') === 'off';
  const stop = useMutation({ mutationFn: () => stopUpdateEmails(token) });
  const { mutate } = stop;
  useEffect(() => {
    if (asked) mutate();
  }, [asked, mutate]);
  if (!asked) return null;
  return (
    <p className="mt-2 text-sm text-slate-800" role="status">
      {stop.isSuccess
        ? i18n._('You will get no more emails about new versions of this pack.')
        : stop.isError
          ? i18n._('Your choice could not be saved: {reason}', { reason: stop.error.message })
          : i18n._('Saving your choice…')}
    </p>
  );
}
