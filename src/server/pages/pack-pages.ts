import type { FastifyInstance, FastifyReply } from 'fastify';
import { packHead, packIdOfSegment } from '#shared/packs/pack-head.ts';
import type { PackCard } from '#shared/packs/pack-schema.ts';
import type { HeadMeta } from '#shared/head.ts';
import { LOCALES, localisedPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { priceIn } from '#shared/packs/pack.ts';
import type { AppContext } from '../context';
import { wordingFor } from '../i18n';
import { localiseHtml, type CataloguePreloads } from './localised';
import { publicFields, readPackRows, shownTrip } from '../db/packs-read';
import { SITE_CONFIG_PRELOAD } from '../preload';
import { escapeHtml, headHtml, jsonLdHtml, type PageTemplate } from './template';
import { redirectToCurrent } from './current-address';

const absolute = (siteUrl: string, link: string) => (link.startsWith('/') ? `${siteUrl}${link}` : link);

/** schema.org for a pack's page: a Product with its Offer (price, currency, availability). */
export function packJsonLd(
  pack: PackCard,
  siteUrl: string,
  locale: Locale = SOURCE_LOCALE,
): Record<string, unknown> {
  const head = localisedPackHead(pack, locale);
  const url = `${siteUrl}${localisedPath(locale, pack.path)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#pack`,
    name: pack.title,
    description: head.description,
    url,
    image: [absolute(siteUrl, head.image!.url)],
    category: 'Travel itinerary',
    offers: {
      '@type': 'Offer',
      url,
      price: (pack.price / 100).toFixed(2),
      priceCurrency: pack.currency.toUpperCase(),
      availability: 'https://schema.org/InStock',
    },
  };
}

/** A pack's head in `locale`: the owner's words as written, the page's around them, the price the language's way. */
export const localisedPackHead = (pack: PackCard, locale: Locale): HeadMeta =>
  packHead(pack, wordingFor(locale), priceIn(pack, locale));

/** The pack on sale a page segment names, as its card, or nothing (drafts and retired packs alike). */
export async function readPackOnSale(context: AppContext, id: number): Promise<PackCard | undefined> {
  const { db } = context.database;
  const [row] = await readPackRows(db, { ids: [id] });
  if (!row || row.status !== 'on_sale') return undefined;
  const shown = await shownTrip(db, row);
  return shown && publicFields(row, shown.trip, shown.releaseNumber);
}

/** The packs on sale as the sitemap and the feed list them, with when each went on sale. */
export async function packsOnSale(
  context: Pick<AppContext, 'database'>,
): Promise<(PackCard & { onSaleAt: string })[]> {
  const { db } = context.database;
  const cards: (PackCard & { onSaleAt: string })[] = [];
  for (const row of await readPackRows(db, { status: 'on_sale' })) {
    const shown = await shownTrip(db, row);
    if (shown)
      cards.push({
        ...publicFields(row, shown.trip, shown.releaseNumber),
        onSaleAt: row.onSaleAt ?? row.updatedAt,
      });
  }
  return cards;
}

/**
 * `/trip-packs/:id-:slug`, and the same in each other language (`/es/trip-packs/:id-:slug`): a
 * pack on sale with its head, sharing tags and JSON-LD in the HTML, in the page's language (a stale
 * slug redirects within it, a draft or retired pack is 404 to crawlers; its owner's client still
 * shows it). `/library/:token`: a buyer's library, never indexed, cached nowhere, its link sent to
 * no one.
 */
export function registerPackPages(
  app: FastifyInstance,
  template: PageTemplate,
  context: AppContext,
  notFoundHtml: string,
  catalogues: Partial<Record<Locale, CataloguePreloads>> = {},
): void {
  const { siteUrl } = context.config;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  for (const locale of LOCALES) {
    const page = (reply: FastifyReply, status: number, body: string) =>
      html(reply, status, localiseHtml(body, locale, catalogues[locale]?.pages));
    app.get<{ Params: { segment: string } }>(
      localisedPath(locale, '/trip-packs/:segment'),
      async (request, reply) => {
        const id = packIdOfSegment(request.params.segment);
        const pack = id === null ? undefined : await readPackOnSale(context, id);
        if (!pack) return page(reply, 404, notFoundHtml);
        const path = localisedPath(locale, pack.path);
        if (localisedPath(locale, `/trip-packs/${request.params.segment}`) !== path) {
          return redirectToCurrent(request, reply, path);
        }
        const meta = localisedPackHead(pack, locale);
        const head = headHtml(meta, siteUrl, [jsonLdHtml(packJsonLd(pack, siteUrl, locale))], locale);
        const body = `<h1>${escapeHtml(pack.title)}</h1><p>${escapeHtml(priceIn(pack, locale))}</p><p>${escapeHtml(pack.description)}</p>`;
        return page(reply, 200, template.render(head, body, SITE_CONFIG_PRELOAD));
      },
    );
  }

  // The buyer's thanks page and the owner's screen: never indexed.
  const plain = (title: string, description: string) =>
    template.render(headHtml({ title, description, noindex: true }, siteUrl), '', SITE_CONFIG_PRELOAD);
  const thanksHtml = plain('Thank you', 'Your library link is on its way by email.');
  const ownerHtml = plain('Trip packs', "The owner's trip packs, orders and sales.");
  app.get('/trip-packs/thanks', async (_request, reply) => html(reply, 200, thanksHtml));
  app.get('/packs', async (_request, reply) => html(reply, 200, ownerHtml));

  const libraryHtml = template.render(
    headHtml({ title: 'Your trip pack', description: 'A trip pack’s library.', noindex: true }, siteUrl),
    '',
    SITE_CONFIG_PRELOAD,
  );
  app.get('/library/:token', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(libraryHtml),
  );
}
