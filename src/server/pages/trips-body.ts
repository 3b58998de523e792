import type { Kysely } from 'kysely';
import { localisedPath, type Locale } from '#shared/locales.ts';
import { tripDates, tripFacts } from '#shared/trips/trip-head.ts';
import type { DB } from '../db/schema';
import { wordingFor } from '../i18n';
import { listTripCards } from './trip-data';
import { escapeHtml } from './template';

/**
 * `/trips` for a crawler or a link preview without a script: the page's heading and line, and
 * every public trip as a link with its dates and figures, in the page's language (the titles as
 * the traveller wrote them). Read when asked: the public trips are few, and their list changes
 * with every trip's save.
 */
export async function tripsBody(db: Kysely<DB>, locale: Locale): Promise<string> {
  const w = wordingFor(locale);
  const trips = (await listTripCards(db, 'visitor')).filter((trip) => trip.visibility === 'public');
  const items = trips.map((trip) => {
    const line = [tripDates(trip, w), tripFacts(trip, w)].filter(Boolean).join(' · ');
    return `<li><a href="${escapeHtml(localisedPath(locale, trip.path))}">${escapeHtml(trip.title)}</a> <span>${escapeHtml(line)}</span></li>`;
  });
  return [
    '<div class="mx-auto max-w-5xl px-4 py-8 sm:px-6">',
    `<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(w.t(/*i18n*/ 'Trips'))}</h1>`,
    `<p class="mt-1 text-slate-700">${escapeHtml(w.t(/*i18n*/ 'Journeys day by day, with the route on the map.'))}</p>`,
    items.length ? `<ul>${items.join('')}</ul>` : `<p>${escapeHtml(w.t(/*i18n*/ 'No trips yet'))}</p>`,
    '</div>',
  ].join('');
}
