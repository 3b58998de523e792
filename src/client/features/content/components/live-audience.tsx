import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mediaKitQuery } from '#client/lib/media-kit.ts';
import { countText, kitDate, MEDIA_KIT_PATH, periodText, trendOf, type MediaKit } from '#shared/media-kit.ts';

type Audience = NonNullable<MediaKit['audience']>;

/**
 * /advertise's audience while the media kit is on: the kit's live monthly visitors and views with
 * their trend, dated, instead of the spec's claims. `fallback` (the claims) shows until the figures
 * arrive, and when the owner left the audience out of the kit.
 */
export function LiveAudience({ fallback }: { fallback: ReactNode }) {
  const { data } = useQuery(mediaKitQuery);
  const audience = data?.audience;
  if (!data || !audience) return fallback;
  const figures = [
    {
      value: countText(audience.visitors),
      label: 'visitors in the last 30 days',
      trend: trend(audience, 'visitors'),
    },
    {
      value: countText(audience.views),
      label: 'page views in the last 30 days',
      trend: trend(audience, 'views'),
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-xl bg-gradient-to-br from-teal-50 to-emerald-50 p-5 text-center"
          >
            <dt className="font-medium text-teal-900">
              {figure.label} <span className="block text-sm">{figure.trend}</span>
            </dt>
            <dd className="text-3xl font-extrabold text-teal-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Live figures counted on this site, {periodText(audience.period)}, as of {kitDate(data.asOf)}.{' '}
        <Link to={MEDIA_KIT_PATH} className="font-semibold text-teal-800 underline">
          See the full media kit
        </Link>
      </p>
    </>
  );
}

function trend(audience: Audience, what: 'visitors' | 'views') {
  const before = what === 'visitors' ? audience.previousVisitors : audience.previousViews;
  return `${trendOf(audience[what], before)} vs the previous 30 days`;
}
