import type { FastifyInstance, FastifyReply } from 'fastify';
import type { VisitorLocation } from '#shared/location.ts';
import { LOCALES, localisedPath, type Locale } from '#shared/locales.ts';
import { placeHead, placeWhere } from '#shared/place-head.ts';
import { parsePlaceSegment, placePath, slugify } from '#shared/place-url.ts';
import { typeLabel } from '#shared/location-types.ts';
import { isStatus, type LocationStatus } from '#shared/status.ts';
import { extractVideoId, thumbnailUrl, watchUrl } from '#shared/video.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { placeAbsence } from '../db/place-pages';
import { translate } from '../i18n';
import { localiseHtml, type CataloguePreloads } from './localised';
import { escapeHtml, headHtml, jsonLdHtml, oembedLinks, type PageTemplate } from './template';
import { SITE_CONFIG_PRELOAD } from '../preload';
import { redirectToCurrent } from './current-address';

const absolute = (siteUrl: string, link: string) => (link.startsWith('/') ? `${siteUrl}${link}` : link);

/**
 * The schema.org type of each place type; any other (a custom type, a mall, a UNESCO site, an
 * attraction) is a TouristAttraction.
 */
const SCHEMA_TYPES: Record<string, string> = {
  'national-park': 'Park',
  'state-park': 'Park',
  'regional-park': 'Park',
  mall: 'ShoppingCenter',
  restaurant: 'Restaurant',
  museum: 'Museum',
  beach: 'Beach',
  mountain: 'Mountain',
  city: 'City',
  landmark: 'LandmarksOrHistoricalBuildings',
};

export const schemaTypeOf = (type: string) => SCHEMA_TYPES[type] ?? 'TouristAttraction';

/**
 * schema.org for a place's page: its type's (Restaurant, Park…) with its position, address,
 * photos and videos; a video's upload date when the channel's feed gives it (`published`, by id).
 */
export function placeJsonLd(
  place: VisitorLocation,
  siteUrl: string,
  published: ReadonlyMap<string, string> = new Map(),
): Record<string, unknown> {
  const url = `${siteUrl}${placePath(place)}`;
  const head = placeHead(place);
  const videos = place.youtubeUrls.flatMap((link, index) => {
    const id = extractVideoId(link);
    if (!id) return [];
    const count = place.youtubeUrls.length;
    return [
      {
        '@type': 'VideoObject',
        name: count > 1 ? `${place.name} (video ${index + 1} of ${count})` : place.name,
        description: head.description,
        thumbnailUrl: `${siteUrl}${thumbnailUrl(id)}`,
        contentUrl: watchUrl(id),
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
        ...(published.has(id) ? { uploadDate: published.get(id) } : {}),
      },
    ];
  });
  const address = {
    '@type': 'PostalAddress',
    ...(place.address ? { streetAddress: place.address } : {}),
    ...(place.state ? { addressRegion: place.state } : {}),
    ...(place.country ? { addressCountry: place.country } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(place.type),
    '@id': `${url}#place`,
    name: place.name,
    description: head.description,
    url,
    ...(place.type ? { keywords: typeLabel(place.type) } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    address,
    image: [absolute(siteUrl, head.image!.url), ...place.photos.map((photo) => absolute(siteUrl, photo))],
    ...(videos.length > 0 ? { subjectOf: videos } : {}),
    isPartOf: { '@type': 'WebSite', name: 'Fru World', url: `${siteUrl}/` },
  };
}

/** The statuses' names (shared/status.ts), marked for the server's catalogue. */
const STATUS_LABELS: Record<LocationStatus, string> = {
  visited: /*i18n*/ 'Visited',
  planned: /*i18n*/ 'Planned',
  wishlist: /*i18n*/ 'Wishlist',
};

/**
 * What a crawler or a link preview reads without running a script: the place's name, where it is,
 * its status and notes, the page's own words in its language. React replaces it with the page
 * itself when the app starts.
 */
function placeBody(place: VisitorLocation, locale: Locale): string {
  const status = isStatus(place.status) ? translate(STATUS_LABELS[place.status], locale) : place.status;
  const where = placeWhere(place);
  const notes = place.notes
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
  return [
    '<main class="mx-auto max-w-3xl p-6">',
    `<h1 class="text-2xl font-bold">${escapeHtml(place.name)}</h1>`,
    `<p>${escapeHtml([status, typeLabel(place.type), where].filter(Boolean).join(' · '))}</p>`,
    notes,
    `<p><a href="${localisedPath(locale, '/')}">${escapeHtml(translate(/*i18n*/ 'Back to Map', locale))}</a></p>`,
    '</main>',
  ].join('');
}

/** The head of a public place's page, for `/?place=<id>`; undefined when the id names none. */
export async function sharedPlaceHead(context: AppContext, id: string): Promise<string | undefined> {
  const parsed = parsePlaceSegment(id);
  const place = parsed && (await getVisitorLocation(context.database.db, parsed.id));
  return place ? headHtml(placeHead(place), context.config.siteUrl) : undefined;
}

/**
 * `/places/:id-:slug`, and the same in each other language (`/es/places/:id-:slug`): a public
 * place's page with its own head, JSON-LD and discovery links in the HTML. A stale or missing slug
 * redirects (301) to the current one in the same language; a trashed place answers 410, an unknown,
 * private or malformed one 404, both with the site's not-found page. Another language's page has its
 * <html lang>, its catalogue's preload (`catalogues`, pages/localised.ts) and its alternates.
 */
export function registerPlacePages(
  app: FastifyInstance,
  template: PageTemplate,
  context: AppContext,
  notFoundHtml: string,
  catalogues: Partial<Record<Locale, CataloguePreloads>> = {},
): void {
  const { siteUrl } = context.config;
  const { db } = context.database;

  for (const locale of LOCALES) {
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(localiseHtml(body, locale, catalogues[locale]?.home));

    app.get<{ Params: { segment: string } }>(
      localisedPath(locale, '/places/:segment'),
      async (request, reply) => {
        const parsed = parsePlaceSegment(request.params.segment);
        if (!parsed) return html(reply, 404, notFoundHtml);
        const place = await getVisitorLocation(db, parsed.id);
        if (!place) {
          const status = (await placeAbsence(db, parsed.id)) === 'trashed' ? 410 : 404;
          return html(reply, status, notFoundHtml);
        }
        const path = localisedPath(locale, placePath(place));
        if (parsed.slug !== slugify(place.name)) {
          return redirectToCurrent(request, reply, path);
        }
        // Its fixed words (its description without notes, its image's text) in the page's language.
        const head = placeHead(place, (message, values) => translate(message, locale, values));
        // When each video was published, as the channel's feed said while it listed it.
        const ids = place.youtubeUrls.map(extractVideoId).filter((id) => id !== null);
        const published = await context.channel.videoDates(ids);
        const extra = [
          jsonLdHtml(placeJsonLd(place, siteUrl, published)),
          ...oembedLinks(`${siteUrl}${head.path}`, siteUrl, head.title),
        ];
        return html(
          reply,
          200,
          template.render(
            headHtml(head, siteUrl, extra, locale),
            placeBody(place, locale),
            SITE_CONFIG_PRELOAD,
          ),
        );
      },
    );
  }
}
