import type { HeadMeta } from '#shared/head.ts';
import { SOURCE_LOCALE } from '#shared/locales.ts';
import { formatPrice } from '#shared/packs/pack.ts';
import { packHead } from '#shared/packs/pack-head.ts';
import type { Library, PackCard } from '#shared/packs/pack-schema.ts';
import { describe } from '#shared/place-head.ts';
import { i18n, intlLocale, pageLocale } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

// What the packs' pages say of a pack, in the page's language (pack-head.ts has the English the
// server writes into heads and sharing images).

/** "$39.00" as the page's language writes a price (English: the server's own label). */
export const packPrice = (pack: Pick<PackCard, 'price' | 'currency' | 'priceLabel'>) =>
  intlLocale === 'en' ? pack.priceLabel : formatPrice(pack.price, pack.currency, intlLocale);

const daysText = (count: number) =>
  isOne(count) ? i18n._('{count} day', { count }) : i18n._('{count} days', { count });
const stopsText = (count: number) =>
  isOne(count) ? i18n._('{count} stop', { count }) : i18n._('{count} stops', { count });

/** What a pack holds, in a few words: "3 days, 12 stops · Japan". */
export function packFactsText(pack: Pick<PackCard, 'dayCount' | 'stopCount' | 'countries'>): string {
  const size = i18n._('{days}, {stops}', { days: daysText(pack.dayCount), stops: stopsText(pack.stopCount) });
  return [size, pack.countries.slice(0, 3).join(', ')].filter(Boolean).join(' · ');
}

/**
 * A pack's head in the page's language: its title and description as the owner wrote them, with
 * the page's words around (packHead's, English as the server writes it).
 */
export function packHeadText(pack: PackCard): HeadMeta {
  const head = packHead(pack);
  if (pageLocale === SOURCE_LOCALE) return head;
  const values = { title: pack.title, facts: packFactsText(pack), price: packPrice(pack) };
  return {
    ...head,
    title: i18n._('{title} (trip pack)', values),
    description: describe(pack.description, i18n._('{title}: a trip pack, {facts}, {price}.', values)),
    image: head.image && {
      ...head.image,
      alt: i18n._('{title}: a trip pack, {facts}, {price}, on Fru World', values),
    },
  };
}

/** A download's name, and what it is for (the brands as they are). */
export const downloadName = (format: Library['downloads'][number]['format']) =>
  ({
    gpx: i18n._('GPX (GPS apps)'),
    kml: 'KML (Google My Maps)',
    csv: i18n._('CSV (spreadsheet)'),
    ics: i18n._('ICS (calendar)'),
    geojson: 'GeoJSON',
    pdf: i18n._('PDF (printable, day by day)'),
  })[format];
