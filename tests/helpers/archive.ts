import type { LightMyRequestResponse } from 'fastify';
import type { Revision } from '../../src/shared/history';
import type { Location } from '../../src/shared/location';
import type { TestApp } from './test-app';

// The owner's calls the archive tests (versions, trash, history, imports) repeat.

export const ZION = {
  name: 'Zion National Park',
  latitude: 37.2982,
  longitude: -113.0263,
  status: 'visited',
};

export interface Owner {
  create(body?: Record<string, unknown>, headers?: Record<string, string>): Promise<Location>;
  get(id: number): Promise<LightMyRequestResponse>;
  patch(
    id: number,
    body: Record<string, unknown>,
    version?: number | string,
  ): Promise<LightMyRequestResponse>;
  remove(id: number, version?: number | string): Promise<LightMyRequestResponse>;
  restore(id: number): Promise<LightMyRequestResponse>;
  history(id: number): Promise<Revision[]>;
  revert(id: number, revisionId: number, version?: number): Promise<LightMyRequestResponse>;
  list(): Promise<Location[]>;
}

const ifMatch = (version: number | string | undefined): Record<string, string> =>
  version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version };

export function owner(t: TestApp, cookie: string): Owner {
  return {
    async create(body = ZION, headers = {}) {
      const response = await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: body,
        headers,
      });
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json<Location>();
    },
    // The owner's reads (private places and notes too); a visitor's are asked without the cookie.
    get: (id) => t.request({ method: 'GET', url: `/api/locations/${id}`, cookie }),
    patch: (id, body, version) =>
      t.request({
        method: 'PATCH',
        url: `/api/locations/${id}`,
        cookie,
        payload: body,
        headers: ifMatch(version),
      }),
    remove: (id, version) =>
      t.request({ method: 'DELETE', url: `/api/locations/${id}`, cookie, headers: ifMatch(version) }),
    restore: (id) => t.request({ method: 'POST', url: `/api/locations/${id}/restore`, cookie }),
    async history(id) {
      const response = await t.request({ method: 'GET', url: `/api/locations/${id}/history`, cookie });
      if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
      return response.json<Revision[]>();
    },
    revert: (id, revisionId, version) =>
      t.request({
        method: 'POST',
        url: `/api/locations/${id}/history/${revisionId}/restore`,
        cookie,
        headers: ifMatch(version),
      }),
    list: async () => (await t.request({ method: 'GET', url: '/api/locations', cookie })).json<Location[]>(),
  };
}
