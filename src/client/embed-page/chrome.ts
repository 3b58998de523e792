import type { PlaceSummary } from '#shared/map-data.ts';
import { statusRow } from '#shared/status.ts';
import { statusLabel } from '#client/components/status-label.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { el, siteLink } from './dom';

export interface Chrome {
  root: HTMLElement;
  /** The element Leaflet draws the map in. */
  mapElement: HTMLElement;
  /** Says how many places the map shows, or what went wrong. */
  setCount(count: number): void;
  setError(message: string): void;
  /** The place a place's embed is about: its name beside the brand, the link to its page. */
  showPlace(place: PlaceSummary): void;
  /** The trip a trip's embed draws: its title, a link to its page (in a new tab). */
  showTrip(trip: { title: string; path: string }): void;
  /** Says how many stops the trip's map shows. */
  setStops(count: number): void;
}

/**
 * The embed's frame: the brand and a "View on …" link above the map, the marker count over it.
 * `sitePath` is the site page the embed shows part of (the home page with the same filters, or
 * the place's page).
 */
export function createChrome(
  brand: string,
  sitePath: string,
  /** A place's page on the site, in the embed's language. */
  placeHref: (place: PlaceSummary) => string,
): Chrome {
  const title = el('p', { class: 'embed-title' });
  const viewLink = siteLink(sitePath, i18n._('View on {brand}', { brand }), 'embed-view');
  const header = el(
    'header',
    { class: 'embed-bar' },
    el('span', { class: 'embed-brand' }, el('span', { class: 'embed-logo', 'aria-hidden': 'true' }), brand),
    title,
    viewLink,
  );
  const keysId = 'embed-map-keys';
  const mapElement = el('div', {
    class: 'embed-map',
    role: 'region',
    'aria-label': i18n._('Map'),
    'aria-describedby': keysId,
  });
  const count = el('p', { class: 'embed-count', role: 'status' }, i18n._('Loading places…'));
  const main = el(
    'main',
    // Named: the page that frames the embed has a main landmark of its own.
    { class: 'embed-main fru-map', 'aria-label': i18n._('{brand} map', { brand }) },
    mapElement,
    count,
    el(
      'p',
      { id: keysId, class: 'fru-map-keys' },
      i18n._('Arrow keys move the map, + and − zoom. Enter opens the place in the ring at the centre.'),
    ),
  );
  const root = el('div', { class: 'embed' }, header, main);

  return {
    root,
    mapElement,
    setCount(n) {
      const values = { count: formatNumber(n) };
      count.textContent = isOne(n) ? i18n._('{count} location', values) : i18n._('{count} locations', values);
    },
    setError(message) {
      count.textContent = message;
    },
    showPlace(place) {
      title.replaceChildren(el('strong', { class: 'embed-place' }, place.name));
      viewLink.href = placeHref(place);
    },
    showTrip(trip) {
      title.replaceChildren(siteLink(trip.path, trip.title, 'embed-place embed-trip-link'));
      viewLink.href = trip.path;
    },
    setStops(n) {
      const values = { count: formatNumber(n) };
      count.textContent = isOne(n) ? i18n._('{count} stop', values) : i18n._('{count} stops', values);
    },
  };
}

/** A marker's popup: the place's name, its status and a link to its page. */
export function popupContent(place: PlaceSummary, href: string): HTMLElement {
  const status = statusRow(place.status);
  return el(
    'div',
    { class: 'embed-popup' },
    el('p', { class: 'embed-popup-name' }, place.name),
    el(
      'p',
      { class: 'embed-popup-status' },
      el('span', { class: 'embed-dot', style: `background:${status.color}`, 'aria-hidden': 'true' }),
      statusLabel(place.status),
    ),
    siteLink(href, i18n._('View this place'), 'embed-popup-link'),
  );
}
