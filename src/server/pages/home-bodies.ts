import type { Kysely } from 'kysely';
import { typeLabel } from '#shared/location-types.ts';
import { placeWhere } from '#shared/place-head.ts';
import { placePath } from '#shared/place-url.ts';
import { StatsAccumulator, type PlaceStats, type StatsPlace } from '#shared/stats.ts';
import { isStatus, statusRow } from '#shared/status.ts';
import type { DataVersion } from '../db/data-version';
import { listVisitorLocations } from '../db/locations';
import type { DB } from '../db/schema';
import { listStatsPlaces } from '../db/stats';
import { STALE_AFTER_MS, VersionedValue } from '../versioned-value';
import { escapeHtml } from './template';

/** The list's first cards a crawler reads on `/` (the list's default order: the oldest added first). */
export const HOME_CARDS = 24;
/** Places read per query while counting. */
const PAGE = 2000;

const integer = new Intl.NumberFormat('en-US');

/** The public places' statistics, counted a page at a time as /api/stats counts them. */
export async function readPlaceStats(db: Kysely<DB>): Promise<PlaceStats<StatsPlace>> {
  const stats = new StatsAccumulator();
  let after: number | undefined;
  for (;;) {
    const page = await listStatsPlaces(db, { after, limit: PAGE });
    stats.add(page);
    if (page.length < PAGE) return stats.result();
    after = page.at(-1)!.id;
  }
}

/**
 * `/`: the map's heading (the app's own is for screen readers: the map is the screen) and the
 * list's first cards, each a link to its place's page. Under the map, which the early paint lays
 * over it, it is read by crawlers and screen readers and never seen: nothing moves when the app
 * takes over.
 */
async function homeBody(db: Kysely<DB>): Promise<string> {
  const [places, stats] = await Promise.all([
    listVisitorLocations(db, { limit: HOME_CARDS }),
    readPlaceStats(db),
  ]);
  const cards = places.map((place) => {
    const status = isStatus(place.status) ? statusRow(place.status).label : place.status;
    const line = [status, typeLabel(place.type), placeWhere(place)].filter(Boolean).join(' · ');
    return `<li><a href="${escapeHtml(placePath(place))}">${escapeHtml(place.name)}</a> <span>${escapeHtml(line)}</span></li>`;
  });
  return [
    '<main class="sr-only">',
    '<h1>Interactive Travel Map</h1>',
    `<p>${integer.format(stats.totalLocations)} places on the map: ${integer.format(stats.totalVisited)} visited in ${integer.format(stats.countriesVisited)} countries.</p>`,
    `<ul>${cards.join('')}</ul>`,
    '<p><a href="/stats">Travel Statistics</a> · <a href="/about">About</a> · <a href="/faqs">FAQs</a></p>',
    '</main>',
  ].join('');
}

function statCard(label: string, value: string, hint: string): string {
  return [
    '<div class="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">',
    `<dt class="text-sm font-semibold text-slate-700">${label}</dt>`,
    `<dd class="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">${value}</dd>`,
    `<dd class="mt-1 text-sm text-slate-600">${hint}</dd>`,
    '</div>',
  ].join('');
}

/** `/stats`: its heading, its line and the four figures, drawn as the page draws them (stat-cards.tsx). */
async function statsBody(db: Kysely<DB>): Promise<string> {
  const stats = await readPlaceStats(db);
  const types = stats.topTypes
    .map(({ type, count }) => `<li>${escapeHtml(typeLabel(type))}: ${integer.format(count)}</li>`)
    .join('');
  return [
    '<div class="mx-auto max-w-6xl px-4 py-8 sm:px-6"><div class="mb-6">',
    '<h1 class="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Travel Statistics</h1>',
    '<p class="mt-2 text-slate-700">Where I have been, where I am headed next, and how the map fills up month by month.</p>',
    '</div><dl class="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">',
    statCard('Visited', integer.format(stats.totalVisited), 'places explored'),
    statCard('Planned', integer.format(stats.totalPlanned), 'planned and wishlist'),
    statCard('Countries', integer.format(stats.countriesVisited), 'countries visited'),
    statCard('Progress', `${stats.progress}%`, `of ${integer.format(stats.totalLocations)} places visited`),
    '</dl>',
    types ? `<h2 class="sr-only">Top types</h2><ul class="sr-only">${types}</ul>` : '',
    '</div>',
  ].join('');
}

/** The bodies of `/` and `/stats`, built once per version of the places. */
export class HomeBodies {
  readonly home: VersionedValue<string>;
  readonly stats: VersionedValue<string>;

  constructor(db: Kysely<DB>, versions: DataVersion) {
    // Visitors' pages: during a long rebuild they get the previous body, never a wait.
    const options = { staleAfterMs: STALE_AFTER_MS };
    this.home = new VersionedValue(versions, () => homeBody(db), options);
    this.stats = new VersionedValue(versions, () => statsBody(db), options);
  }
}

/** schema.org for `/`: the site, with its search (`/?q=`) for search engines' search box. */
export function websiteJsonLd(siteUrl: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Fru World',
    url: `${siteUrl}/`,
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
