import { standardCountryName } from '#shared/geo/country-names.ts';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { usStateOf } from '#shared/geo/regions.ts';
import { HttpError } from '../errors';
import { detectRegion } from './detect';
import { LruCache } from './lru-cache';

export interface GeocoderOptions {
  /** Nominatim-compatible search endpoint (GEOCODER_URL). */
  url: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  /** How long a search may take in all, waiting for its turn included. */
  timeoutMs?: number;
  /** Nominatim's policy: at most one request per second. */
  minIntervalMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

const DEFAULTS = { timeoutMs: 5000, minIntervalMs: 1000, cacheEntries: 500, cacheTtlMs: 24 * 60 * 60 * 1000 };
const RESULT_LIMIT = 5;
/** Five decimals (about a metre) for the reverse lookup's cache: a pin nudged by a pixel asks again. */
const reverseKey = (latitude: number, longitude: number) =>
  `reverse:${latitude.toFixed(5)},${longitude.toFixed(5)}`;

export const geocoderTimedOut = () =>
  new HttpError(
    504,
    'geocoder_timeout',
    'The address search did not answer in time. Please try again in a moment, or place the pin on the map.',
  );
export const geocoderUnavailable = () =>
  new HttpError(
    502,
    'geocoder_unavailable',
    'The address search is not available right now. Please try again later, or place the pin on the map.',
  );
export const geocoderNotConfigured = () =>
  new HttpError(503, 'geocoder_not_configured', 'Address search is not configured on this site.');

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  name?: unknown;
  display_name?: unknown;
  address?: { country?: unknown; state?: unknown };
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toResult(place: NominatimPlace): GeocodeResult | undefined {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  )
    return undefined;
  const displayName = asText(place.display_name);
  const name = asText(place.name) || displayName.split(',')[0]?.trim() || displayName;
  if (!name) return undefined;
  const named = asText(place.address?.country);
  const country = named ? standardCountryName(named) : detectRegion(latitude, longitude).country;
  const state = country ? usStateOf({ country, state: asText(place.address?.state) }) : null;
  return { name, displayName: displayName || name, latitude, longitude, country, state };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * Address search through a Nominatim-compatible geocoder, kept polite: one request a second
 * (searches queue for their turn), identical searches share one request, and answers are
 * remembered for a day.
 */
export class Geocoder {
  readonly #options: Required<GeocoderOptions>;
  readonly #cache: LruCache<GeocodeResult[]>;
  readonly #inFlight = new Map<string, Promise<GeocodeResult[]>>();
  /** GEOCODER_URL names the search endpoint; Nominatim's reverse lookup sits beside it. */
  readonly #reverseUrl: URL;
  #queue: Promise<unknown> = Promise.resolve();
  #lastRequest = -Infinity;

  constructor(options: GeocoderOptions) {
    this.#options = { ...DEFAULTS, ...options };
    this.#cache = new LruCache(this.#options.cacheEntries, this.#options.cacheTtlMs);
    this.#reverseUrl = new URL('reverse', this.#options.url);
  }

  search(query: string): Promise<GeocodeResult[]> {
    const text = query.trim();
    const url = new URL(this.#options.url);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(RESULT_LIMIT));
    return this.#remembered(text.replace(/\s+/g, ' ').toLowerCase(), url, (body) =>
      Array.isArray(body) ? body.flatMap((place: NominatimPlace) => toResult(place) ?? []) : undefined,
    );
  }

  /** The address at a point (a pin dropped on the map), or null where the geocoder knows none (at sea). */
  async reverse(latitude: number, longitude: number): Promise<GeocodeResult | null> {
    const url = new URL(this.#reverseUrl);
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    const [found] = await this.#remembered(reverseKey(latitude, longitude), url, (body) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      // Nominatim answers {"error": "Unable to geocode"} where there is no address.
      if ('error' in body) return [];
      const place = toResult(body as NominatimPlace);
      return place ? [place] : [];
    });
    return found ?? null;
  }

  /** One request per distinct question at a time, answers remembered; `read` refuses a malformed body. */
  async #remembered(
    key: string,
    url: URL,
    read: (body: unknown) => GeocodeResult[] | undefined,
  ): Promise<GeocodeResult[]> {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.#ask(url, read).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    const results = await pending;
    this.#cache.set(key, results);
    return results;
  }

  /** Waits for this search's turn (a second after the previous request), aborting with the deadline. */
  #turn(signal: AbortSignal): Promise<void> {
    const turn = this.#queue.then(async () => {
      await sleep(Math.max(0, this.#lastRequest + this.#options.minIntervalMs - Date.now()), signal);
      this.#lastRequest = Date.now();
    });
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  async #ask(url: URL, read: (body: unknown) => GeocodeResult[] | undefined): Promise<GeocodeResult[]> {
    const signal = AbortSignal.timeout(this.#options.timeoutMs);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    let body: unknown;
    try {
      await this.#turn(signal);
      const response = await fetch(url, {
        signal,
        headers: {
          'user-agent': this.#options.userAgent,
          accept: 'application/json',
          'accept-language': 'en',
        },
      });
      if (!response.ok) throw geocoderUnavailable();
      body = await response.json();
    } catch (error) {
      if (signal.aborted) throw geocoderTimedOut();
      if (error instanceof HttpError) throw error;
      throw geocoderUnavailable();
    }
    const results = read(body);
    if (!results) throw geocoderUnavailable();
    return results;
  }
}
