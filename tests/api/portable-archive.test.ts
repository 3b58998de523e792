import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { writeArchive } from '../../src/server/archive/write-archive';
import { MediaStore } from '../../src/server/media/media-store';
import { buildSite, call, snapshot, type OwnerClient } from '../helpers/archive-site';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 36: the whole site in one zip, restored into an empty site on either engine, identical:
// the same ids, versions, dates, revisions, trash, tags, settings and photos byte for byte.

type Engine = (typeof ENGINES)[number]['name'];
/** SQLite → PostgreSQL and back when PostgreSQL is there; SQLite → SQLite otherwise. */
const MOVES: { from: Engine; to: Engine }[] =
  ENGINES.length > 1
    ? [
        { from: 'sqlite', to: 'postgres' },
        { from: 'postgres', to: 'sqlite' },
      ]
    : [{ from: 'sqlite', to: 'sqlite' }];

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function owner(engine: Engine): Promise<OwnerClient> {
  const t = await createTestApp(engine);
  apps.push(t);
  return { t, cookie: await t.login() };
}

const download = async (site: OwnerClient) => {
  const response = await call(site, 'GET', '/api/archive');
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/fru-world-archive-\d{4}-\d{2}-\d{2}\.zip/);
  return response.rawPayload;
};

const restore = (site: OwnerClient, body: Buffer | Uint8Array) =>
  site.t.request({
    method: 'POST',
    url: '/api/archive/restore',
    cookie: site.cookie,
    headers: { 'content-type': 'application/zip' },
    payload: Buffer.from(body),
  });

const mediaFiles = (site: OwnerClient) =>
  ['public', 'originals'].flatMap((dir) => readdirSync(join(site.t.config.mediaDir, dir)));

describe.each(MOVES)('the archive moves a site from $from to $to', ({ from, to }) => {
  it('restores every place, revision, trashed place, tag, setting and photo as it was', async () => {
    const source = await owner(from);
    const { placeIds } = await buildSite(source);
    const before = await snapshot(source);
    expect(before.places).toHaveLength(3);
    expect(before.trash).toHaveLength(1);
    expect(Object.keys(before.originals)).toHaveLength(2);
    expect(before.aboutMe).toMatchObject({ version: 3, body: 'I moved to **Lisbon**, then to Porto.' });
    expect(before.sponsor).toMatchObject({
      version: 2,
      packages: [{ name: 'Bronze', price: '$1,250.50' }, {}, {}],
    });

    const target = await owner(to);
    const response = await restore(target, await download(source));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().restored).toMatchObject({ places: 4, revisions: 13, photos: 2, tags: 2 });

    const after = await snapshot(target);
    expect(after).toEqual(before);
    // The public copies were made again: a visitor's photo loads.
    const photoUrl = before.places.find((p) => p.photos.length > 0)!.photos[0]!;
    expect((await target.t.request({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
    // A place added after the restore takes a new id, never an archived one.
    const added = (
      await call(target, 'POST', '/api/locations', {
        name: 'New after the move',
        type: 'city',
        latitude: 1,
        longitude: 1,
        status: 'planned',
      })
    ).json<{ id: number }>();
    expect(added.id).toBeGreaterThan(Math.max(...placeIds));
  });
});

describe.each(ENGINES)('a restore on $name refuses', ({ name: engine }) => {
  async function refused(target: OwnerClient, body: Buffer | Uint8Array, status: number, message: RegExp) {
    const before = await snapshot(target);
    const files = mediaFiles(target);
    const response = await restore(target, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toMatch(message);
    expect(await snapshot(target)).toEqual(before);
    expect(mediaFiles(target)).toEqual(files);
  }

  it('a file that is not a zip, a truncated archive, a zip bomb, a future format', async () => {
    const source = await owner(engine);
    await buildSite(source);
    const archive = await download(source);
    const target = await owner(engine);

    await refused(target, Buffer.from('name,latitude\nParis,48.8\n'), 400, /not a Fru World archive/);
    await refused(target, archive.subarray(0, Math.floor(archive.length / 2)), 400, /cut short/);

    const entries = unzipSync(archive);
    const bomb = zipSync({ ...entries, 'data/places.jsonl': new Uint8Array(100 * 1024 * 1024) });
    await refused(target, bomb, 400, /zip bomb/);

    const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
    const future = zipSync({
      ...entries,
      'manifest.json': strToU8(JSON.stringify({ ...manifest, version: 2 })),
    });
    await refused(target, future, 400, /newer version of Fru World/);
  });

  it('a damaged place after its photos were unpacked, and removes those photos again', async () => {
    const source = await owner(engine);
    await buildSite(source);
    const entries = unzipSync(await download(source));
    const lines = strFromU8(entries['data/places.jsonl']!).trimEnd().split('\n');
    lines[1] = lines[1]!.replace(/"latitude":[^,]+/, '"latitude":"north"');
    const damaged = zipSync({ ...entries, 'data/places.jsonl': strToU8(`${lines.join('\n')}\n`) });
    await refused(await owner(engine), damaged, 400, /places\.jsonl, line 2: latitude/);
  });

  it('a site that has places, with 409 and a clear message', async () => {
    const source = await owner(engine);
    await buildSite(source);
    const archive = await download(source);
    const target = await owner(engine);
    await call(target, 'POST', '/api/locations', {
      name: 'Already here',
      type: 'city',
      latitude: 2,
      longitude: 2,
      status: 'visited',
    });
    await refused(target, archive, 409, /already has 1 place .* only into an empty site/);
  });

  it('a visitor', async () => {
    const source = await owner(engine);
    expect((await source.t.request({ method: 'GET', url: '/api/archive' })).statusCode).toBe(401);
    const response = await source.t.request({
      method: 'POST',
      url: '/api/archive/restore',
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.from('PK'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(ENGINES)('an archive written on $name', ({ name: engine }) => {
  it('fails as a download, never as a broken zip, when the places change while it is written', async () => {
    const site = await owner(engine);
    const places = Array.from({ length: 2000 }, (_, i) => ({
      name: `Place ${i}`,
      type: 'city',
      latitude: (i % 170) - 85,
      longitude: (i % 350) - 175,
      status: 'visited',
      notes: `Notes of place ${i} that do not pack to nothing: ${i * 7919}.`,
    }));
    await call(site, 'POST', '/api/import', { places });
    const stream = await writeArchive(site.t.database.db, new MediaStore(site.t.config.mediaDir));
    const chunks = stream[Symbol.asyncIterator]();
    await chunks.next();
    const [first] = (await call(site, 'GET', '/api/locations')).json<{ id: number; version: number }[]>();
    await call(site, 'PATCH', `/api/locations/${first!.id}`, { notes: 'Changed meanwhile' });
    await expect(
      (async () => {
        for (let next = await chunks.next(); !next.done; next = await chunks.next());
      })(),
    ).rejects.toThrow(/changed while the archive was written/);
  });
});
