import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber, i18n, intlLocale } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';
import { mediaKitQuery } from '#client/lib/media-kit.ts';
import { kitDate, MEDIA_KIT_PATH, trendOf, type MediaKit } from '#shared/media-kit.ts';

type Audience = NonNullable<MediaKit['audience']>;

// English keeps the kit's own "1 Nov 2026" (media-kit.ts, as the PDF prints it); another language its own way.
const DAY =
  intlLocale === 'en'
    ? undefined
    : dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A day or an ISO time, as the kit dates its figures (UTC), in the page's language. */
const dayText = (day: string) =>
  DAY ? DAY.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day)) : kitDate(day);

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
      value: formatNumber(audience.visitors),
      label: i18n._('visitors in the last 30 days'),
      trend: trend(audience, 'visitors'),
    },
    {
      value: formatNumber(audience.views),
      label: i18n._('page views in the last 30 days'),
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
        {i18n._('Live figures counted on this site, {period}, as of {date}.', {
          period: `${dayText(audience.period.from)} – ${dayText(audience.period.to)}`,
          date: dayText(data.asOf),
        })}{' '}
        <Link to={MEDIA_KIT_PATH} className="font-semibold text-teal-800 underline">
          {i18n._('See the full media kit')}
        </Link>
      </p>
    </>
  );
}

function trend(audience: Audience, what: 'visitors' | 'views') {
  const before = what === 'visitors' ? audience.previousVisitors : audience.previousViews;
  return i18n._('{trend} vs the previous 30 days', { trend: trendText(audience[what], before) });
}

/** "+12%", "-3%", or "new" and "no change" in the page's language. */
function trendText(now: number, before: number) {
  const trend = trendOf(now, before);
  if (trend === 'new') return i18n._('new');
  if (trend === 'no change') return i18n._('no change');
  return trend;
}
