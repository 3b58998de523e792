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
import type { ArchiveScale } from '../archive-scale';
import { VersionedValue } from '../versioned-value';
import { localisedPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { translate, wordingFor } from '../i18n';
import { escapeHtml } from './template';

/** The list's first cards a crawler reads on `/` (the list's default order: the oldest added first). */
export const HOME_CARDS = 24;
/** Places read per query while counting. */
const PAGE = 2000;

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

/** What the bodies of `/` and `/stats` say, read once per version of the places for every language. */
interface HomeData {
  places: Awaited<ReturnType<typeof listVisitorLocations>>;
  stats: PlaceStats<StatsPlace>;
}

async function readHomeData(db: Kysely<DB>): Promise<HomeData> {
  const [places, stats] = await Promise.all([
    listVisitorLocations(db, { limit: HOME_CARDS }),
    readPlaceStats(db),
  ]);
  return { places, stats };
}

/** A place's type in the page's language: the default types' labels are the catalogue's. */
const typeIn = (type: string, locale: Locale) => translate(typeLabel(type), locale);

/**
 * `/`: the map's heading (the app's own is for screen readers: the map is the screen) and the
 * list's first cards, each a link to its place's page, in the page's language. Under the map, which
 * the early paint lays over it, it is read by crawlers and screen readers and never seen: nothing
 * moves when the app takes over.
 */
function homeBody({ places, stats }: HomeData, locale: Locale): string {
  const w = wordingFor(locale);
  const link = (path: string, text: string) =>
    `<a href="${localisedPath(locale, path)}">${escapeHtml(w.t(text))}</a>`;
  const cards = places.map((place) => {
    const status = isStatus(place.status) ? w.t(statusRow(place.status).label) : place.status;
    const where = placeWhere({ ...place, country: place.country && w.country(place.country) });
    const line = [status, typeIn(place.type, locale), where].filter(Boolean).join(' · ');
    return `<li><a href="${escapeHtml(localisedPath(locale, placePath(place)))}">${escapeHtml(place.name)}</a> <span>${escapeHtml(line)}</span></li>`;
  });
  const summary = w.t(/*i18n*/ '{places} places on the map: {visited} visited in {countries} countries.', {
    places: w.count(stats.totalLocations),
    visited: w.count(stats.totalVisited),
    countries: w.count(stats.countriesVisited),
  });
  return [
    '<main class="sr-only">',
    `<h1>${escapeHtml(w.t(/*i18n*/ 'Interactive Travel Map'))}</h1>`,
    `<p>${escapeHtml(summary)}</p>`,
    `<ul>${cards.join('')}</ul>`,
    `<p>${link('/stats', /*i18n*/ 'Travel Statistics')} · ${link('/about', /*i18n*/ 'About')} · ${link('/faqs', /*i18n*/ 'FAQs')}</p>`,
    '</main>',
  ].join('');
}

function statCard(label: string, value: string, hint: string): string {
  return [
    '<div class="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">',
    `<dt class="text-sm font-semibold text-slate-700">${escapeHtml(label)}</dt>`,
    `<dd class="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">${escapeHtml(value)}</dd>`,
    `<dd class="mt-1 text-sm text-slate-600">${escapeHtml(hint)}</dd>`,
    '</div>',
  ].join('');
}

/** `/stats`: its heading, its line and the four figures, drawn as the page draws them (stat-cards.tsx). */
function statsBody({ stats }: HomeData, locale: Locale): string {
  const { t, count } = wordingFor(locale);
  const types = stats.topTypes
    .map(({ type, count: n }) => `<li>${escapeHtml(typeIn(type, locale))}: ${count(n)}</li>`)
    .join('');
  return [
    '<div class="mx-auto max-w-6xl px-4 py-8 sm:px-6"><div class="mb-6">',
    `<h1 class="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">${escapeHtml(t(/*i18n*/ 'Travel Statistics'))}</h1>`,
    `<p class="mt-2 text-slate-700">${escapeHtml(t(/*i18n*/ 'Where I have been, where I am headed next, and how the map fills up month by month.'))}</p>`,
    '</div><dl class="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">',
    statCard(t(/*i18n*/ 'Visited'), count(stats.totalVisited), t(/*i18n*/ 'places explored')),
    statCard(t(/*i18n*/ 'Planned'), count(stats.totalPlanned), t(/*i18n*/ 'planned and wishlist')),
    statCard(t(/*i18n*/ 'Countries'), count(stats.countriesVisited), t(/*i18n*/ 'countries visited')),
    statCard(
      t(/*i18n*/ 'Progress'),
      `${stats.progress}%`,
      t(/*i18n*/ 'of {total} places visited', { total: count(stats.totalLocations) }),
    ),
    '</dl>',
    types
      ? `<h2 class="sr-only">${escapeHtml(t(/*i18n*/ 'Top types'))}</h2><ul class="sr-only">${types}</ul>`
      : '',
    '</div>',
  ].join('');
}

/**
 * The bodies of `/` and `/stats` in each language: the places and their statistics are read once
 * per version of the places, and each language's body is written from them when first asked for.
 */
export class HomeBodies {
  readonly #data: VersionedValue<HomeData>;
  readonly #home = new Map<Locale, VersionedValue<string>>();
  readonly #stats = new Map<Locale, VersionedValue<string>>();

  constructor(
    db: Kysely<DB>,
    private readonly versions: DataVersion,
    private readonly scale: ArchiveScale,
  ) {
    this.#data = new VersionedValue(versions, () => readHomeData(db));
  }

  home(locale: Locale = SOURCE_LOCALE): VersionedValue<string> {
    return this.#of(this.#home, locale, homeBody);
  }

  stats(locale: Locale = SOURCE_LOCALE): VersionedValue<string> {
    return this.#of(this.#stats, locale, statsBody);
  }

  #of(
    built: Map<Locale, VersionedValue<string>>,
    locale: Locale,
    body: (data: HomeData, locale: Locale) => string,
  ): VersionedValue<string> {
    let value = built.get(locale);
    if (!value) {
      // Visitors' pages: during a long rebuild they get the previous body, never a wait.
      value = new VersionedValue(this.versions, async () => body(await this.#data.get(), locale), {
        scale: this.scale,
      });
      built.set(locale, value);
    }
    return value;
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
