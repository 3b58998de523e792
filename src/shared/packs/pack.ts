/**
 * Trip packs (issue 43): a trip the creator sells. A pack has a price in the currency's minor unit
 * (cents), a free preview (the first day, or the first N stops), a status, and releases (v1, v2…)
 * that freeze the trip as it was, so a buyer keeps the version paid for and gets the later ones.
 */

export const PACK_STATUSES = ['draft', 'on_sale', 'retired'] as const;
export type PackStatus = (typeof PACK_STATUSES)[number];

export const PACK_STATUS_LABELS: Record<PackStatus, string> = {
  draft: 'Draft',
  on_sale: 'On sale',
  retired: 'Retired',
};

/** The currencies a pack may be priced in (Stripe's lowercase ISO codes). */
export const PACK_CURRENCIES = [
  'usd',
  'eur',
  'gbp',
  'cad',
  'aud',
  'nzd',
  'chf',
  'sek',
  'nok',
  'dkk',
] as const;
export type PackCurrency = (typeof PACK_CURRENCIES)[number];

/** The free part: the first day of the trip, or its first N stops. */
export const PACK_PREVIEW_KINDS = ['first_day', 'first_stops'] as const;
export type PackPreviewKind = (typeof PACK_PREVIEW_KINDS)[number];

export const ORDER_STATUSES = ['paid', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order's library link is: `awaiting_send` when no email can carry it (email is not
 * configured: the owner copies the link), `queued` while its email waits in the mail outbox,
 * `sent` once the SMTP server took it, `failed` when the server refused it (a 5xx, a bad address,
 * or a 4xx five times). With several emails (asked for again), the newest decides.
 */
export const LINK_STATES = ['awaiting_send', 'queued', 'sent', 'failed'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** The files a library offers; `pdf` is the printable day-by-day itinerary. */
export const LIBRARY_FORMATS = ['gpx', 'kml', 'csv', 'ics', 'geojson', 'pdf'] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];

export const PACK_LIMITS = {
  titleMax: 200,
  slugMax: 120,
  descriptionMax: 10_000,
  includedItemsMax: 20,
  includedItemMax: 200,
  /** Stripe's least charge is about 50 cents; the cap guards against a typo's extra zeros. */
  priceMin: 50,
  priceMax: 1_000_000,
  previewStopsMax: 50,
  changeNoteMax: 2_000,
  emailMax: 254,
  searchMax: 200,
  /** How long a signed download URL opens its file. */
  downloadUrlSeconds: 15 * 60,
} as const;

/**
 * Stripe's least charge where it is more than PACK_LIMITS.priceMin, in the currency's minor unit
 * (docs.stripe.com/currencies, "Minimum and maximum charge amounts"): a pack priced below it could
 * never be bought.
 */
const STRIPE_CHARGE_MIN: Partial<Record<PackCurrency, number>> = { sek: 300, nok: 300, dkk: 250 };

/** Why a price cannot be charged in its currency ("price is at least SEK 3.00 …"), or nothing. */
export function priceBelowMinimum(price: number, currency: PackCurrency): string | undefined {
  const least = Math.max(PACK_LIMITS.priceMin, STRIPE_CHARGE_MIN[currency] ?? 0);
  return price < least
    ? `price is at least ${formatPrice(least, currency)} (${least} in the currency’s minor unit)`
    : undefined;
}

/** A price as people read it: 3900 usd → "$39.00". */
export function formatPrice(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/**
 * A pack's price as a page in `locale` writes it: English, the label the server made ("$39.00");
 * another language its own way ("39,00 US$").
 */
export const priceIn = (
  pack: { price: number; currency: string; priceLabel: string },
  locale: string,
): string => (locale === 'en' ? pack.priceLabel : formatPrice(pack.price, pack.currency, locale));
