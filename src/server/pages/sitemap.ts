import type { FastifyInstance } from 'fastify';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { placePath } from '../../shared/place-url';
import { PAGES } from '../../shared/routes';
import type { AppContext } from '../context';
import { listPlacePages } from '../db/place-pages';
import { pathNotFound } from '../errors';
import { VersionedValue } from '../versioned-value';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org): above it, an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Plain sitemaps: no image, video, news or xhtml namespaces (they validate against sitemap.xsd). */
const PLAIN = { news: false, video: false, image: false, xhtml: false };

interface Sitemaps {
  /** What /sitemap.xml answers: the one sitemap, or the index of the numbered ones. */
  root: Buffer;
  /** /sitemaps/1.xml, /sitemaps/2.xml, … when there are more URLs than one file may hold. */
  parts: Buffer[];
}

const newest = (items: readonly SitemapItemLoose[]) =>
  items.reduce<string | undefined>((latest, item) => {
    const lastmod = item.lastmod;
    return lastmod && (!latest || lastmod > latest) ? lastmod : latest;
  }, undefined);

async function sitemapOf(items: readonly SitemapItemLoose[], siteUrl: string): Promise<Buffer> {
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: PLAIN });
  const done = streamToPromise(stream);
  for (const item of items) stream.write(item);
  stream.end();
  return done;
}

/** Every public page and place: one sitemap, or an index of sitemaps of `maxUrls` each. */
export async function buildSitemaps(
  context: Pick<AppContext, 'database' | 'config'>,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Sitemaps> {
  const { siteUrl } = context.config;
  const places = await listPlacePages(context.database.db);
  const items: SitemapItemLoose[] = [
    ...PAGES.map((page) => ({ url: page.path })),
    ...places.map((place) => ({ url: placePath(place), lastmod: place.updatedAt })),
  ];
  if (items.length <= maxUrls) return { root: await sitemapOf(items, siteUrl), parts: [] };

  const parts: Buffer[] = [];
  const index = new SitemapIndexStream({ xmlns: PLAIN } as object);
  const root = streamToPromise(index);
  for (let start = 0; start < items.length; start += maxUrls) {
    const slice = items.slice(start, start + maxUrls);
    parts.push(await sitemapOf(slice, siteUrl));
    index.write({ url: `${siteUrl}/sitemaps/${parts.length}.xml`, lastmod: newest(slice) });
  }
  index.end();
  return { root: await root, parts };
}

/** /sitemap.xml (and its parts above 50,000 URLs) and robots.txt, rebuilt once per change to the places. */
export function registerSitemap(app: FastifyInstance, context: AppContext): void {
  const sitemaps = new VersionedValue(context.dataVersion, () => buildSitemaps(context));
  const xml = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', 'no-cache')
      .send((await sitemaps.get()).root),
  );
  app.get<{ Params: { part: string } }>('/sitemaps/:part', async (request, reply) => {
    const number = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
    const part = number === undefined ? undefined : (await sitemaps.get()).parts[Number(number) - 1];
    if (!part) return pathNotFound().send(reply);
    return reply.type(xml).header('cache-control', 'no-cache').send(part);
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /inbox\nDisallow: /trash\nDisallow: /duplicates\nDisallow: /places-from-photos\nDisallow: /waitlist/\n\nSitemap: ${context.config.siteUrl}/sitemap.xml\n`,
      ),
  );
}
