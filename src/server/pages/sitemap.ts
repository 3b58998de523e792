import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { placePath } from '#shared/place-url.ts';
import { LOCALES, localisedPath, SOURCE_LOCALE } from '#shared/locales.ts';
import { PAGES } from '#shared/routes.ts';
import type { AppContext } from '../context';
import { listPlacePages } from '../db/place-pages';
import { listTripCards } from './trip-data';
import { packsOnSale } from './pack-pages';
import { pathNotFound } from '../errors';
import { CachedRepresentation, sendRepresentation } from '../locations-cache';
import { turnTaker } from '../turns';
import { VersionedValue } from '../versioned-value';

/**
 * The URLs in one file: above it, an index of files. The protocol (sitemaps.org) allows 50,000 URLs
 * and 50 MB a file; a place's page with its six language links is up to about 6 KB (an 80-letter
 * slug in a script whose letters take 9 bytes each percent-encoded), so 8,000 of them stay under 50 MB.
 */
export const SITEMAP_MAX_URLS = 8_000;

/**
 * No image, video or news namespaces; xhtml for the pages' languages (`<xhtml:link rel="alternate"
 * hreflang>`, as search engines read them). They validate against sitemap.xsd with that element's.
 */
const NAMESPACES = { news: false, video: false, image: false, xhtml: true };
const XML = 'application/xml; charset=utf-8';

/**
 * Items handed to a sitemap stream, with a turn of the event loop now and then: at 100,000 places
 * the XML is written without holding other requests up.
 */
async function* paced<T>(items: readonly T[]): AsyncGenerator<T> {
  const takeTurn = turnTaker();
  for (const item of items) {
    yield item;
    await takeTurn();
  }
}

/** About this much text per slice of the cache: a stream writes one small chunk per URL. */
const SLICE = 64 * 1024;

/** The text a sitemap (or sitemap index) stream writes, gathered into the cache's slices. */
async function* textOf(stream: SitemapStream | SitemapIndexStream): AsyncGenerator<string> {
  let slice = '';
  for await (const chunk of stream) {
    slice += String(chunk);
    if (slice.length >= SLICE) {
      yield slice;
      slice = '';
    }
  }
  if (slice) yield slice;
}

/**
 * A page in each language, each naming all of them and English as `x-default` (the same alternates
 * as its head: shared/head.ts).
 */
function inEveryLanguage(path: string, lastmod?: string): SitemapItemLoose[] {
  const links = [
    ...LOCALES.map((lang) => ({ lang, url: localisedPath(lang, path) })),
    { lang: 'x-default', url: localisedPath(SOURCE_LOCALE, path) },
  ];
  return LOCALES.map((locale) => ({ url: localisedPath(locale, path), links, lastmod }));
}

/** Every public page, place and trip, as the sitemap lists them (never an unlisted or private trip). */
async function sitemapItems(context: Pick<AppContext, 'database'>): Promise<SitemapItemLoose[]> {
  const [places, trips, packs] = await Promise.all([
    listPlacePages(context.database.db),
    listTripCards(context.database.db, 'visitor'),
    packsOnSale(context),
  ]);
  return [
    ...PAGES.flatMap((page) => inEveryLanguage(page.path)),
    ...places.flatMap((place) => inEveryLanguage(placePath(place), place.updatedAt)),
    ...trips
      .filter((trip) => trip.visibility === 'public')
      .flatMap((trip) => inEveryLanguage(trip.path, trip.updatedAt)),
    ...packs.flatMap((pack) => inEveryLanguage(pack.path, pack.onSaleAt)),
  ];
}

const newest = (items: readonly SitemapItemLoose[]) =>
  items.reduce<string | undefined>(
    (latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest),
    undefined,
  );

/**
 * /sitemap.xml: every public page and place with its lastmod; above `maxUrls` an index of
 * /sitemaps/1.xml, /sitemaps/2.xml, … of `maxUrls` each. Built once per change
 * to the places and kept compressed, like the map data; robots.txt points to it.
 */
export function registerSitemap(app: FastifyInstance, context: AppContext, maxUrls = SITEMAP_MAX_URLS): void {
  const { siteUrl } = context.config;
  const items = new VersionedValue(context.dataVersion, () => sitemapItems(context), {
    scale: context.archiveScale,
  });
  // Crawlers get the previous file while a large archive's is rebuilt (versioned-value.ts).
  const visitorsFile = {
    etag: 'content',
    type: XML,
    staleOnceLarge: context.archiveScale,
  } as const;
  const sitemapOf = (slice: () => Promise<readonly SitemapItemLoose[]>) =>
    async function* () {
      const stream = new SitemapStream({ hostname: siteUrl, xmlns: NAMESPACES });
      Readable.from(paced(await slice())).pipe(stream);
      yield* textOf(stream);
    };

  const root = new CachedRepresentation(
    context.dataVersion,
    async function* () {
      const all = await items.get();
      if (all.length <= maxUrls) return yield* sitemapOf(async () => all)();
      const index = new SitemapIndexStream();
      const parts = [];
      for (let start = 0; start < all.length; start += maxUrls) {
        const slice = all.slice(start, start + maxUrls);
        parts.push({ url: `${siteUrl}/sitemaps/${parts.length + 1}.xml`, lastmod: newest(slice) });
      }
      Readable.from(parts).pipe(index);
      yield* textOf(index);
    },
    'sitemap',
    visitorsFile,
  );
  // One cached file per part, made when first asked for (625 at a million places, each in five languages).
  const parts = new Map<number, CachedRepresentation>();
  const part = (number: number) => {
    let cached = parts.get(number);
    if (!cached) {
      const start = (number - 1) * maxUrls;
      cached = new CachedRepresentation(
        context.dataVersion,
        sitemapOf(async () => (await items.get()).slice(start, start + maxUrls)),
        `sitemap-${number}`,
        visitorsFile,
      );
      parts.set(number, cached);
    }
    return cached;
  };

  app.get('/sitemap.xml', { compress: false }, (request, reply) => sendRepresentation(request, reply, root));
  app.get<{ Params: { part: string } }>('/sitemaps/:part', { compress: false }, async (request, reply) => {
    const number = Number(/^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1] ?? 0);
    const count = (await items.get()).length;
    // Numbered files exist only while the places need an index.
    if (count <= maxUrls || number < 1 || (number - 1) * maxUrls >= count) return pathNotFound().send(reply);
    return sendRepresentation(request, reply, part(number));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /inbox\nDisallow: /trash\nDisallow: /duplicates\nDisallow: /places-from-photos\nDisallow: /waitlist/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      ),
  );
}
