import type { LightMyRequestResponse } from 'fastify';
import type { Location } from '../../src/shared/location';
import type { Trip, TripLink } from '../../src/shared/trips/trip-schema';
import type { TestApp } from './test-app';

// The calls the trips tests repeat: places to stop at, trips and share links, as the owner or a visitor.

const ifMatch = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'if-match': `"${version}"` };

// The API suites share one module graph per worker (vitest.config.ts), so this count runs on across files:
// the places stay in one box of the United States (40–45° N, 100–95° W) however many came before.
let placesMade = 0;
const spread = () => (placesMade % 50) / 10;

export function tripCalls(t: TestApp, cookie: string) {
  const as = (owner: boolean) => (owner ? { cookie } : {});
  const expectStatus = (response: LightMyRequestResponse, status: number, what: string) => {
    if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response;
  };
  return {
    /** A new place (public unless told), spread over the map so that distances are not zero. */
    async place(body: Record<string, unknown> = {}): Promise<Location> {
      placesMade += 1;
      const response = await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: {
          name: `Stop ${placesMade}`,
          latitude: 40 + spread(),
          longitude: -100 + spread(),
          status: 'visited',
          country: 'United States',
          ...body,
        },
      });
      return expectStatus(response, 201, 'place').json<Location>();
    },
    create: (body: unknown, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: '/api/trips', cookie, payload: body as object, headers }),
    async made(body: unknown): Promise<Trip> {
      return expectStatus(await this.create(body), 201, 'create trip').json<Trip>();
    },
    get: (id: number, owner = true) => t.request({ method: 'GET', url: `/api/trips/${id}`, ...as(owner) }),
    list: (owner = true) => t.request({ method: 'GET', url: '/api/trips', ...as(owner) }),
    ofPlace: (placeId: number, owner = true) =>
      t.request({ method: 'GET', url: `/api/locations/${placeId}/trips`, ...as(owner) }),
    patch: (id: number, body: unknown, version?: number) =>
      t.request({
        method: 'PATCH',
        url: `/api/trips/${id}`,
        cookie,
        payload: body as object,
        headers: ifMatch(version),
      }),
    remove: (id: number, version?: number) =>
      t.request({ method: 'DELETE', url: `/api/trips/${id}`, cookie, headers: ifMatch(version) }),
    restore: (id: number) => t.request({ method: 'POST', url: `/api/trips/${id}/restore`, cookie }),
    trash: () => t.request({ method: 'GET', url: '/api/trips/trash', cookie }),
    history: (id: number) => t.request({ method: 'GET', url: `/api/trips/${id}/history`, cookie }),
    revert: (id: number, revisionId: number, version?: number) =>
      t.request({
        method: 'POST',
        url: `/api/trips/${id}/history/${revisionId}/restore`,
        cookie,
        headers: ifMatch(version),
      }),
    async link(tripId: number, body: unknown = {}): Promise<TripLink> {
      const response = await t.request({
        method: 'POST',
        url: `/api/trips/${tripId}/links`,
        cookie,
        payload: body as object,
      });
      return expectStatus(response, 201, 'create link').json<TripLink>();
    },
    links: (tripId: number) => t.request({ method: 'GET', url: `/api/trips/${tripId}/links`, cookie }),
    revoke: (tripId: number, linkId: number) =>
      t.request({ method: 'DELETE', url: `/api/trips/${tripId}/links/${linkId}`, cookie }),
    shared: (token: string) => t.request({ method: 'GET', url: `/api/shared-trips/${token}` }),
  };
}

export type TripCalls = ReturnType<typeof tripCalls>;

/** One day whose stops are these places, in order. */
export const oneDay = (...placeIds: number[]) => [{ stops: placeIds.map((placeId) => ({ placeId })) }];
