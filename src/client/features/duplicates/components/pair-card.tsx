import { useId } from 'react';
import type { DuplicatePair } from '#shared/duplicates.ts';
import type { Location } from '#shared/location.ts';
import { typeEmoji, typeLabel } from '#shared/location-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

function PlaceSummary({ place }: { place: Location }) {
  const where = [place.address, place.state, place.country].filter(Boolean).join(', ');
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <p className="font-semibold break-words text-slate-900">{place.name}</p>
      <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
        <span aria-hidden="true">{typeEmoji(place.type)}</span>
        <span>{typeLabel(place.type)}</span>
      </p>
      {where && <p className="mt-0.5 text-sm break-words text-slate-600">{where}</p>}
      <p className="mt-0.5 text-xs text-slate-600">
        {isOne(place.photos.length)
          ? i18n._('{count} photo', { count: formatNumber(place.photos.length) })
          : i18n._('{count} photos', { count: formatNumber(place.photos.length) })}{' '}
        ·{' '}
        {isOne(place.youtubeUrls.length)
          ? i18n._('{count} video', { count: formatNumber(place.youtubeUrls.length) })
          : i18n._('{count} videos', { count: formatNumber(place.youtubeUrls.length) })}{' '}
        · {i18n._('Added {date}', { date: place.createdAt.slice(0, 10) })}
      </p>
    </div>
  );
}

/** Two places that may be one: both side by side, how far apart, Merge and Not a duplicate. */
export function PairCard({
  pair,
  dismissing,
  onMerge,
  onDismiss,
}: {
  pair: DuplicatePair;
  dismissing: boolean;
  onMerge: () => void;
  onDismiss: () => void;
}) {
  const headingId = useId();
  // The two names with the words between them lighter ("A and B", in the page's language).
  const names = i18n._('{first} and {second}', { first: '{first}', second: '{second}' });
  const [lead = '', between = '', tail = ''] = names.split(/\{first\}|\{second\}/);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-base font-bold break-words text-slate-900">
        {lead}
        {pair.a.name}
        <span className="font-normal text-slate-600">{between}</span>
        {pair.b.name}
        {tail}
      </h2>
      <p className="text-sm text-slate-600">
        {i18n._('{distance} m apart', { distance: formatNumber(pair.distanceM) })}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <PlaceSummary place={pair.a} />
        <PlaceSummary place={pair.b} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onMerge}>
          {i18n._('Merge…')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss} disabled={dismissing}>
          {dismissing ? i18n._('Saving…') : i18n._('Not a duplicate')}
        </Button>
      </div>
    </article>
  );
}
