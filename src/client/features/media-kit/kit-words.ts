import { kitDate, trendOf, type KitSection, type MediaKit } from '#shared/media-kit.ts';
import { formatNumber, i18n, intlLocale } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

// The kit's figures in the page's language: kitSections (media-kit.ts) line by line, whose English
// the PDF prints; the page says the same in English.

// English keeps the kit's own "1 Nov 2026"; another language its own way.
const DAY =
  intlLocale === 'en'
    ? undefined
    : dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "1 Nov 2026": a day or an ISO time, as the kit dates its figures (UTC), in the page's language. */
export const kitDay = (day: string) =>
  DAY ? DAY.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day)) : kitDate(day);

const period = (days: { from: string; to: string }) => `${kitDay(days.from)} – ${kitDay(days.to)}`;

/** "+12%", "-3%", or "new" and "no change" in the page's language. */
function trendText(now: number, before: number) {
  const trend = trendOf(now, before);
  if (trend === 'new') return i18n._('new');
  if (trend === 'no change') return i18n._('no change');
  return trend;
}

/** The kit's sections as kitSections makes them, in the page's language. */
export function kitSectionsText(kit: MediaKit): KitSection[] {
  const sections: KitSection[] = [];
  const date = kitDay(kit.asOf);
  const asOf = i18n._('As of {date}', { date });
  const last30 = (days: { from: string; to: string }) =>
    i18n._('Last 30 days, {period} · As of {date}', { period: period(days), date });
  const withTrend = (count: number, before: number) =>
    i18n._('{count} ({trend} vs previous 30 days)', {
      count: formatNumber(count),
      trend: trendText(count, before),
    });
  const ranked = (rows: { label: string; visitors: number }[]) =>
    rows.map((row) => ({
      label: row.label,
      value: i18n._('{count} visitors', { count: formatNumber(row.visitors) }),
    }));
  const { audience, destinations, embeds, channel, waitlist } = kit;
  if (audience)
    sections.push({
      figure: 'audience',
      heading: i18n._('Monthly audience'),
      period: last30(audience.period),
      rows: [
        { label: i18n._('Visitors'), value: withTrend(audience.visitors, audience.previousVisitors) },
        { label: i18n._('Page views'), value: withTrend(audience.views, audience.previousViews) },
      ],
    });
  if (destinations)
    sections.push({
      figure: 'destinations',
      heading: i18n._('Most opened destinations'),
      period: last30(destinations.period),
      rows: ranked(destinations.rows),
      empty: i18n._('No destination opened yet.'),
    });
  if (embeds)
    sections.push({
      figure: 'embeds',
      heading: i18n._('Embed reach'),
      period: last30(embeds.period),
      rows: ranked(embeds.rows),
      empty: i18n._('No site has shown the embedded map yet.'),
    });
  if (channel)
    sections.push({
      figure: 'channel',
      heading: i18n._('YouTube channel'),
      period: channel.asOf ? i18n._('YouTube figures as of {date}', { date: kitDay(channel.asOf) }) : asOf,
      rows: [
        { label: i18n._('Subscribers'), value: channel.subscribers },
        { label: i18n._('Videos'), value: channel.videos },
        { label: i18n._('Views'), value: channel.views },
      ],
    });
  if (waitlist)
    sections.push({
      figure: 'waitlist',
      heading: i18n._('Trip Packs waitlist'),
      period: asOf,
      rows: [{ label: i18n._('People waiting'), value: formatNumber(waitlist.size) }],
    });
  return sections;
}
