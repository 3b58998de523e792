import sharp from 'sharp';
import type { TestApp } from './test-app';

// A site worth archiving, built through the API as the owner builds it, and a snapshot of
// everything the owner's API shows of it, to compare two sites field by field.

export interface OwnerClient {
  t: TestApp;
  cookie: string;
}

export async function call(
  { t, cookie }: OwnerClient,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.request({
    method,
    url,
    cookie,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

const photo = (colour: string, format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: colour } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

/** Private places, two near-duplicates 10 m apart, uploaded photos, tags, 3 revisions each, a trashed place, settings. */
export async function buildSite(owner: OwnerClient): Promise<{ placeIds: number[]; photoIds: string[] }> {
  const photoIds: string[] = [];
  const urls: string[] = [];
  for (const [colour, format] of [
    ['#3a7', 'jpeg'],
    ['#a37', 'png'],
  ] as const) {
    const response = await call(owner, 'POST', '/api/media', await photo(colour, format), {
      'content-type': 'application/octet-stream',
      'x-file-name': `holiday-${format}.${format}`,
    });
    const { url } = response.json<{ photo: { url: string } }>().photo;
    urls.push(url);
    photoIds.push(url.slice('/media/'.length, -'.webp'.length));
  }
  const places = [
    {
      name: 'Eiffel Tower',
      type: 'landmark',
      latitude: 48.85837,
      longitude: 2.294481,
      status: 'visited',
      visitedAt: '2024-05-06',
      photos: [urls[1], urls[0]],
      // The words of a photo travel with it.
      photoText: {
        [urls[0]!]: { caption: 'From the Trocadéro at dawn', alt: 'The tower, grey on a pink sky' },
      },
      youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      tags: ['Paris', 'Icons'],
    },
    // 10 m north, a similar name: an import would skip it as a duplicate.
    {
      name: 'Eiffel tower',
      type: 'landmark',
      latitude: 48.85846,
      longitude: 2.294481,
      status: 'planned',
      tags: ['Paris'],
    },
    {
      name: 'Secret beach',
      type: 'beach',
      latitude: -8.8,
      longitude: 115.1,
      status: 'wishlist',
      isPrivate: true,
      privateNotes: 'Only at low tide; ask Wayan.',
      photos: [urls[0]],
    },
    { name: 'Closed museum', type: 'museum', latitude: 52.36, longitude: 4.88, status: 'planned' },
  ];
  const placeIds: number[] = [];
  for (const place of places) {
    const created = (await call(owner, 'POST', '/api/locations', place)).json<{ id: number }>();
    placeIds.push(created.id);
    // Two edits: three revisions each.
    for (const notes of ['First notes.', 'Second notes, <b>not bold</b>.']) {
      const current = (await call(owner, 'GET', `/api/locations/${created.id}`)).json<{ version: number }>();
      await call(
        owner,
        'PATCH',
        `/api/locations/${created.id}`,
        { notes },
        { 'if-match': `"${current.version}"` },
      );
    }
  }
  await call(owner, 'DELETE', `/api/locations/${placeIds[3]}`);
  await call(owner, 'PATCH', '/api/site', { tagline: 'Moved, not lost', channelSubscribers: '9.9K' });
  await call(owner, 'PATCH', '/api/auth/me', { name: 'Fru Traveller', email: 'fru@example.com' });
  await call(owner, 'POST', '/api/duplicates/dismiss', { ids: [placeIds[0], placeIds[1]] });
  // The owner's own words: a page saved twice (two revisions).
  const aboutMe = (await call(owner, 'GET', '/api/pages/about-me')).json<Record<string, unknown>>();
  const { slug: _slug, version: _version, updatedAt: _updatedAt, ...words } = aboutMe;
  for (const [version, body] of [
    [1, 'I moved to **Lisbon**. <i>Not italic</i>'],
    [2, 'I moved to **Lisbon**, then to Porto.'],
  ] as const)
    await call(owner, 'PUT', '/api/pages/about-me', { ...words, body }, { 'if-match': `"${version}"` });
  // A page of structured fields: the sponsor packages with a new price.
  const sponsor = (await call(owner, 'GET', '/api/pages/sponsor')).json<
    Record<string, unknown> & { packages: object[] }
  >();
  const { slug: _s, version: _v, updatedAt: _u, ...sponsorWords } = sponsor;
  const packages = sponsor.packages.map((pkg, i) => (i === 0 ? { ...pkg, price: '$1,250.50' } : pkg));
  await call(owner, 'PUT', '/api/pages/sponsor', { ...sponsorWords, packages }, { 'if-match': '"1"' });
  return { placeIds, photoIds };
}

/** Everything the owner's API shows of the site, and every original's bytes. */
export async function snapshot(owner: OwnerClient) {
  const json = async (url: string) => (await call(owner, 'GET', url)).json<unknown>();
  const places = (await json('/api/locations')) as { id: number; photos: string[] }[];
  const trash = (await json('/api/trash')) as { id: number; photos: string[] }[];
  const ids = [...places, ...trash].map((p) => p.id).sort((a, b) => a - b);
  const histories: Record<number, unknown> = {};
  for (const id of ids) histories[id] = await json(`/api/locations/${id}/history`);
  const photoIds = [...new Set([...places, ...trash].flatMap((p) => p.photos))]
    .map((url) => url.slice('/media/'.length, -'.webp'.length))
    .sort();
  const originals: Record<string, string> = {};
  for (const id of photoIds) {
    const body = (await call(owner, 'GET', `/api/media/${id}/original`)).rawPayload;
    originals[id] = body.toString('base64');
  }
  const me = (await json('/api/auth/me')) as { user: Record<string, unknown> };
  return {
    places,
    trash,
    histories,
    tags: await json('/api/tags'),
    settings: await json('/api/site'),
    profile: me.user,
    duplicates: await json('/api/duplicates'),
    pages: await json('/api/pages'),
    aboutMe: await json('/api/pages/about-me'),
    aboutMeHistory: await json('/api/pages/about-me/history'),
    sponsor: await json('/api/pages/sponsor'),
    sponsorHistory: await json('/api/pages/sponsor/history'),
    originals,
  };
}
