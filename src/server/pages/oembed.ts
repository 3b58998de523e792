import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EMBED_PATH,
  EMBED_PLACE_PREFIX,
  EMBED_TRIP_PARAM,
  embedFiltersFromSearchParams,
  embedPath,
  embedTripId,
  embedTripPath,
} from '#shared/embed.ts';
import { placeImage } from '#shared/place-head.ts';
import { parsePlaceSegment, PLACE_PATH_PREFIX } from '#shared/place-url.ts';
import { SITE_IMAGE } from '#shared/routes.ts';
import { tripIdOfSegment } from '#shared/trips/trip.ts';
import { tripImage } from '#shared/trips/trip-head.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { HttpError, pathNotFound } from '../errors';
import { query, type RequestPartTypes } from '../input';
import { escapeHtml } from './template';
import { readTrip } from './trip-data';

const TRIP_PATH_PREFIX = '/trips/';

/** The embed's size when the consumer sets no maximum (and the most it gets when it asks for more). */
const DEFAULT_SIZE = { width: 600, height: 450 };
const MIN_SIZE = { width: 200, height: 150 };

const dimension = z.coerce
  .number({ error: 'Give a whole number of pixels' })
  .int('Give a whole number of pixels')
  .min(1, 'Give a whole number of pixels')
  .max(10_000, 'At most 10000 pixels')
  .optional();

// Consumers send other parameters too (a callback name, a theme): they are ignored, as the spec allows.
const OembedQuery = query(
  z.object({
    url: z.string({ error: 'Give the address of a Fru World page in url' }).min(1).max(2_000),
    format: z.string().max(20).optional(),
    maxwidth: dimension,
    maxheight: dimension,
  }),
  'The oEmbed request is not valid.',
);

/** oEmbed's answer (oembed.com, section 2.3.4): a rich embed of the map or of one place. */
interface OembedResponse {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  author_name: string;
  author_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
  cache_age: number;
}

const notImplemented = () => new HttpError(501, 'not_implemented', 'oEmbed answers in json or xml only.');

interface Embed {
  src: string;
  title: string;
  thumbnail: { url: string; width: number; height: number };
}

/** A public trip's embed; an unlisted, private or unknown trip has none. */
async function tripEmbedOf(id: number | null | undefined, context: AppContext): Promise<Embed | undefined> {
  const trip = id ? await readTrip(context.database.db, id, 'visitor') : undefined;
  if (!trip || trip.visibility !== 'public') return undefined;
  return { src: embedTripPath(trip.id), title: trip.title, thumbnail: tripImage(trip) };
}

/** The embed's address and title for one of our pages: a place's or a trip's page, the map, or an embed itself. */
async function embedOf(url: URL, context: AppContext): Promise<Embed | undefined> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith(TRIP_PATH_PREFIX)) {
    const segment = path.slice(TRIP_PATH_PREFIX.length);
    // A trip's page only, not its editor (/trips/12/edit).
    return tripEmbedOf(segment.includes('/') ? null : tripIdOfSegment(segment), context);
  }
  if (path === EMBED_PATH && url.searchParams.has(EMBED_TRIP_PARAM)) {
    return tripEmbedOf(embedTripId(url.searchParams), context);
  }
  const placeSegment = path.startsWith(PLACE_PATH_PREFIX)
    ? path.slice(PLACE_PATH_PREFIX.length)
    : path.startsWith(EMBED_PLACE_PREFIX)
      ? path.slice(EMBED_PLACE_PREFIX.length)
      : undefined;
  if (placeSegment !== undefined) {
    const parsed = parsePlaceSegment(placeSegment);
    const place = parsed && (await getVisitorLocation(context.database.db, parsed.id));
    if (!place) return undefined;
    return { src: embedPath({ place }), title: place.name, thumbnail: placeImage(place) };
  }
  if (path === '/' || path === EMBED_PATH) {
    // The map with the filters of the pasted link (never a search or the owner's own filters).
    const filters = embedFiltersFromSearchParams(url.searchParams);
    return { src: embedPath({ filters }), title: 'Interactive Travel Map', thumbnail: SITE_IMAGE };
  }
  return undefined;
}

function toXml(response: OembedResponse): string {
  const fields = Object.entries(response)
    .map(([key, value]) => `  <${key}>${escapeHtml(String(value))}</${key}>`)
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>\n${fields}\n</oembed>\n`;
}

/**
 * `/oembed?url=…`: blog platforms ask it how to embed a pasted link to a place's page, a public
 * trip's page or the map (discovery links in the place pages). Other sites' addresses, unknown
 * places and trips not public answer 404,
 * formats other than json and xml 501, as the oEmbed spec says.
 */
export function registerOembed(app: FastifyInstance, context: AppContext): void {
  const { siteUrl } = context.config;
  const site = new URL(siteUrl);

  app
    .withTypeProvider<RequestPartTypes>()
    .get('/oembed', { schema: { querystring: OembedQuery } }, async (request, reply) => {
      const { url: link, format = 'json', maxwidth, maxheight } = request.query;
      if (format !== 'json' && format !== 'xml') throw notImplemented();
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        throw pathNotFound();
      }
      if (url.origin !== site.origin) throw pathNotFound();
      const embed = await embedOf(url, context);
      if (!embed) throw pathNotFound();

      const width = Math.max(MIN_SIZE.width, Math.min(maxwidth ?? DEFAULT_SIZE.width, DEFAULT_SIZE.width));
      const height = Math.max(
        MIN_SIZE.height,
        Math.min(maxheight ?? DEFAULT_SIZE.height, DEFAULT_SIZE.height),
      );
      const title = `${embed.title} | Fru World`;
      const response: OembedResponse = {
        version: '1.0',
        type: 'rich',
        title,
        provider_name: 'Fru World',
        provider_url: `${siteUrl}/`,
        author_name: 'Fru',
        author_url: `${siteUrl}/about-me`,
        html: `<iframe src="${escapeHtml(`${siteUrl}${embed.src}`)}" width="${width}" height="${height}" style="border:0" loading="lazy" title="${escapeHtml(title)}"></iframe>`,
        width,
        height,
        thumbnail_url: `${siteUrl}${embed.thumbnail.url}`,
        thumbnail_width: embed.thumbnail.width,
        thumbnail_height: embed.thumbnail.height,
        cache_age: 3600,
      };
      reply.header('cache-control', 'public, max-age=3600');
      if (format === 'xml') return reply.type('text/xml; charset=utf-8').send(toXml(response));
      return reply.type('application/json; charset=utf-8').send(response);
    });
}
