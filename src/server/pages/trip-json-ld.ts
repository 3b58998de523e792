import type { Trip } from '#shared/trips/trip-schema.ts';
import { escapeHtml } from './template';
import { TRIP_STATE_LABELS } from '#shared/trips/trip.ts';
import { tripDates, tripFacts, tripHead } from '#shared/trips/trip-head.ts';
import { localisedPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { wordingFor } from '../i18n';

const absolute = (siteUrl: string, link: string) => (link.startsWith('/') ? `${siteUrl}${link}` : link);

/** schema.org for a trip's page: a TouristTrip whose itinerary is the list of its stops' places, in order. */
export function tripJsonLd(
  trip: Trip,
  siteUrl: string,
  locale: Locale = SOURCE_LOCALE,
): Record<string, unknown> {
  const head = tripHead(trip, wordingFor(locale));
  const url = `${siteUrl}${localisedPath(locale, head.path!)}`;
  const stops = trip.days.flatMap((day) => day.stops);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: trip.title,
    description: head.description,
    url,
    image: [
      absolute(siteUrl, head.image!.url),
      ...(trip.coverPhoto ? [absolute(siteUrl, trip.coverPhoto)] : []),
    ],
    ...(trip.startDate ? { startDate: trip.startDate } : {}),
    ...(trip.endDate ? { endDate: trip.endDate } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Place',
          name: stop.place.name,
          url: `${siteUrl}${localisedPath(locale, stop.place.path)}`,
          geo: { '@type': 'GeoCoordinates', latitude: stop.place.latitude, longitude: stop.place.longitude },
          ...(stop.place.country
            ? {
                address: {
                  '@type': 'PostalAddress',
                  addressCountry: stop.place.country,
                  ...(stop.place.state ? { addressRegion: stop.place.state } : {}),
                },
              }
            : {}),
        },
      })),
    },
    isPartOf: { '@type': 'WebSite', name: 'Fru World', url: `${siteUrl}/` },
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');

/**
 * What a crawler or a link preview reads without running a script: the title, dates and figures,
 * the summary and the days with their stops, all as escaped text, the page's own words in its
 * language (`locale`). React replaces it when it starts.
 */
export function tripBody(trip: Trip, locale: Locale = SOURCE_LOCALE): string {
  const w = wordingFor(locale);
  const line = [tripDates(trip, w), w.t(TRIP_STATE_LABELS[trip.state]), tripFacts(trip, w)]
    .filter(Boolean)
    .join(' · ');
  const days = trip.days
    .map((day, index) => {
      const stops = day.stops
        .map(
          (stop) =>
            `<li><a href="${escapeHtml(localisedPath(locale, stop.place.path))}">${escapeHtml(stop.place.name)}</a></li>`,
        )
        .join('');
      const number = w.count(index + 1);
      const title = day.title
        ? w.t(/*i18n*/ 'Day {number}: {title}', { number, title: day.title })
        : w.t(/*i18n*/ 'Day {number}', { number });
      return `<li><h3>${escapeHtml(title)}</h3>${paragraphs(day.notes)}${stops ? `<ol>${stops}</ol>` : ''}</li>`;
    })
    .join('');
  return [
    '<div class="mx-auto max-w-3xl p-6">',
    `<h1 class="text-2xl font-bold">${escapeHtml(trip.title)}</h1>`,
    `<p>${escapeHtml(line)}</p>`,
    paragraphs(trip.summary),
    days ? `<h2>${escapeHtml(w.t(/*i18n*/ 'Itinerary'))}</h2><ol>${days}</ol>` : '',
    `<p><a href="${localisedPath(locale, '/trips')}">${escapeHtml(w.t(/*i18n*/ 'All trips'))}</a></p>`,
    '</div>',
  ].join('');
}
