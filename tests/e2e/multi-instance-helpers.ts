import { expect } from '@playwright/test';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

/**
 * The API calls the multi-instance specs make, as the owner's browser or a visitor's would, against
 * one instance (its own URL) or the load balancer. `site` is SITE_URL, the Origin writes carry.
 */
export interface Target {
  url: string;
}

/** Every instance of a test shares one SITE_URL (the load balancer's), so a write may go to any of them. */
export async function startInstances(count: number, env: Record<string, string>, dataDir?: string) {
  return Promise.all(Array.from({ length: count }, () => startServer(env, dataDir)));
}

export async function stopAll(servers: RunningServer[]) {
  await Promise.all(servers.map((server) => server.stop()));
}

export async function signIn(target: Target, site: string): Promise<string> {
  const response = await fetch(`${target.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify({ password: OWNER_PASSWORD }),
  });
  expect(response.status).toBe(204);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signedIn(target: Target, cookie: string): Promise<number> {
  return (await fetch(`${target.url}/api/auth/me`, { headers: { cookie } })).status;
}

export async function signOut(target: Target, site: string, cookie: string) {
  const response = await fetch(`${target.url}/api/auth/logout`, {
    method: 'POST',
    headers: { origin: site, cookie },
  });
  expect(response.status).toBe(204);
}

export async function addPlace(target: Target, site: string, cookie: string, name: string) {
  const response = await fetch(`${target.url}/api/locations`, {
    method: 'POST',
    headers: { origin: site, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      latitude: 46.5 + Math.random(),
      longitude: 7.5 + Math.random(),
      status: 'visited',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

export async function removePlace(target: Target, site: string, cookie: string, id: number) {
  const response = await fetch(`${target.url}/api/locations/${id}`, {
    method: 'DELETE',
    headers: { origin: site, cookie },
  });
  expect(response.status).toBe(204);
}

export async function listEtag(target: Target): Promise<string> {
  return (await fetch(`${target.url}/api/locations`)).headers.get('etag') ?? '';
}

/** What a visitor of this instance sees of one place: in the list (asked with an older ETag), on the map, in the statistics. */
export async function viewOf(target: Target, name: string, etagBefore: string) {
  const list = await fetch(`${target.url}/api/locations`, { headers: { 'if-none-match': etagBefore } });
  const places = list.status === 200 ? ((await list.json()) as { name: string }[]) : [];
  const map = (await (await fetch(`${target.url}/api/locations/map/names`)).json()) as { name: string[] };
  const stats = (await (await fetch(`${target.url}/api/stats`)).json()) as { totalLocations: number };
  return {
    list: list.status,
    inList: places.some((place) => place.name === name),
    onMap: map.name.includes(name),
    total: stats.totalLocations,
  };
}

/** How many places the statistics of this instance count. */
export async function totalOf(target: Target): Promise<number> {
  return ((await (await fetch(`${target.url}/api/stats`)).json()) as { totalLocations: number })
    .totalLocations;
}

/**
 * A place added through `writer` is seen through every other instance within a second: in the list
 * (a 200, not a 304, for the ETag taken before the write), on the map and in the statistics.
 */
export async function expectWriteSeenEverywhere(
  writer: Target,
  readers: Target[],
  site: string,
  cookie: string,
  name: string,
) {
  const before = await Promise.all(readers.map(listEtag));
  const total = (await totalOf(writer)) + 1;
  await addPlace(writer, site, cookie, name);
  await Promise.all(
    readers.map((reader, i) =>
      expect
        .poll(() => viewOf(reader, name, before[i]!), { timeout: 1_000, intervals: [25] })
        .toEqual({ list: 200, inList: true, onMap: true, total }),
    ),
  );
}
