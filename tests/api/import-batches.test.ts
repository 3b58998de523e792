import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../src/shared/history';
import type { ParsedImport } from '../../src/shared/import/fields';
import { csvTableToPlaces, guessCsvMapping } from '../../src/shared/import/parse-csv';
import { readImportText } from '../../src/shared/import/parse-file';
import type { Location } from '../../src/shared/location';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 12: an import is a batch the owner can undo; our own exports carry id, createdAt and
// visitedAt, so a round trip keeps the Added dates and can update the places it names.

const PLACES = [
  { ...ZION, visitedAt: '2021-05-02', photos: ['https://example.com/zion.jpg'] },
  { name: 'Kyoto', latitude: 35.0116, longitude: 135.7681, status: 'visited', notes: 'Temples' },
  { name: 'Reykjavík', latitude: 64.1466, longitude: -21.9426, status: 'visited' },
];
const ADDED = ['2019-03-04T05:06:07.000Z', '2020-01-02T03:04:05.678Z', '2022-12-31T23:59:59.999Z'];

function parseExport(fileName: string, text: string): ParsedImport {
  const read = readImportText(fileName, text, { status: 'planned' });
  if (read.kind === 'places') return read.parsed;
  return csvTableToPlaces(read.table, guessCsvMapping(read.table.headers), { status: 'planned' });
}

describe.each(ENGINES)('import batches on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, cookie, payload });
  const batches = async () =>
    (await t.request({ method: 'GET', url: '/api/imports', cookie })).json<ImportBatch[]>();
  const undo = (id: string, body?: object) =>
    t.request({ method: 'POST', url: `/api/imports/${id}/undo`, cookie, ...(body ? { payload: body } : {}) });

  /** The places, with their Added dates set as if added over the years. */
  async function seed(): Promise<Location[]> {
    for (const place of PLACES) await o.create(place);
    const added = new Map((await o.list()).map((place, i) => [place.id, ADDED[i]!]));
    for (const [id, createdAt] of added)
      await t.database.db.updateTable('locations').set({ createdAt }).where('id', '=', id).execute();
    // Written behind the app's back: on PostgreSQL the app hears of it by a notification, soon but
    // not within this call (src/server/db/data-version.ts), and serves its cached list until then.
    await expect
      .poll(async () => (await o.list()).every((place) => place.createdAt === added.get(place.id)))
      .toBe(true);
    return o.list();
  }

  it.each(['geojson', 'csv'])(
    'a %s export imported into an empty site keeps the Added and visited dates',
    async (format) => {
      const original = await seed();
      const exported = await t.request({ method: 'GET', url: `/api/export?format=${format}`, cookie });
      const parsed = parseExport(`export.${format}`, exported.body);
      expect(parsed.errors).toEqual([]);
      expect(parsed.places.map((p) => [p.id, p.createdAt, p.visitedAt])).toEqual(
        original.map((p) => [p.id, p.createdAt, p.visitedAt ?? undefined]),
      );
      await t.close();
      t = await createTestApp(engine);
      cookie = await t.login();
      o = owner(t, cookie);
      const imported = await post('/api/import', { places: parsed.places, fileName: `places.${format}` });
      expect(imported.json()).toMatchObject({ added: 3, updated: 0, duplicates: 0 });
      const copy = await o.list();
      expect(copy.map((p) => [p.name, p.createdAt, p.visitedAt])).toEqual(
        original.map((p) => [p.name, p.createdAt, p.visitedAt]),
      );
      const stats = (await t.request({ method: 'GET', url: '/api/stats' })).json();
      expect(stats.recentlyAdded.map((p: Location) => p.name)).toEqual([
        'Reykjavík',
        'Kyoto',
        'Zion National Park',
      ]);
      expect(await batches()).toEqual([
        {
          id: imported.json().batchId,
          createdAt: expect.any(String),
          fileName: `places.${format}`,
          added: 3,
          updated: 0,
          undoneAt: null,
          live: 3,
        },
      ]);
    },
  );

  it('update mode: rows naming live places by id update them; the preview says how many would change', async () => {
    const [zion, kyoto, reykjavik] = await seed();
    const rows = [
      { ...PLACES[0], id: zion!.id, notes: 'Changed in the spreadsheet' },
      { ...PLACES[1], id: kyoto!.id },
      { name: 'Oslo', latitude: 59.9139, longitude: 10.7522, status: 'planned', id: 999_999 },
    ];
    const preview = (mode: string) => post('/api/import/preview', { places: rows, mode });
    // Kyoto, identical, is unchanged (no longer counted as a duplicate since issue 18).
    const counts = { total: 3, toAdd: 1, toUpdate: 1, unchanged: 1, duplicates: [] };
    expect((await preview('add')).json()).toMatchObject(counts);
    expect((await preview('update')).json()).toMatchObject(counts);

    const imported = await post('/api/import', { places: rows, mode: 'update', fileName: 'edited.csv' });
    expect(imported.json()).toEqual({
      added: 1,
      updated: 1,
      unchanged: 1,
      duplicates: 0,
      batchId: expect.any(String),
    });
    const after = await o.list();
    expect(after.find((p) => p.id === zion!.id)).toMatchObject({
      notes: 'Changed in the spreadsheet',
      version: 2,
      createdAt: ADDED[0],
      photos: zion!.photos,
    });
    expect(after.find((p) => p.id === kyoto!.id)).toEqual(kyoto);
    expect(after.find((p) => p.id === reykjavik!.id)).toEqual(reykjavik);
    expect(after.map((p) => p.name)).toContain('Oslo');
    const [merged] = await o.history(zion!.id);
    expect(merged).toMatchObject({
      action: 'merge-import',
      fields: ['notes'],
      before: { notes: '' },
      version: 2,
    });
    // Undo takes back what the import ADDED; the update stays (it has its own history).
    expect((await undo(imported.json().batchId)).statusCode).toBe(200);
    expect((await o.list()).map((p) => p.name)).toEqual(['Zion National Park', 'Kyoto', 'Reykjavík']);
  });

  it('undo moves exactly the places the import added to the trash, asking first about places edited since', async () => {
    const [kept] = await seed();
    const first = (
      await post('/api/import', {
        places: [
          { name: 'A', latitude: 1, longitude: 1 },
          { name: 'B', latitude: 2, longitude: 2 },
          { name: 'C', latitude: 3, longitude: 3 },
        ],
      })
    ).json();
    const second = (await post('/api/import', { places: [{ name: 'D', latitude: 4, longitude: 4 }] })).json();
    const byName = new Map((await o.list()).map((p) => [p.name, p]));
    await o.patch(byName.get('B')!.id, { notes: 'Edited since' }, 1);

    const asked = await undo(first.batchId, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({ code: 'edited_since', ids: [byName.get('B')!.id] });
    expect((await o.list()).length).toBe(7);

    const done = await undo(first.batchId, { force: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: first.batchId,
      added: 3,
      live: 0,
      trashed: 3,
      undoneAt: expect.any(String),
    });
    expect((await o.list()).map((p) => p.name).sort()).toEqual(
      ['D', 'Kyoto', 'Reykjavík', kept!.name].sort(),
    );
    const trash = (await t.request({ method: 'GET', url: '/api/trash', cookie })).json<Location[]>();
    expect(trash.map((p) => p.name).sort()).toEqual(['A', 'B', 'C']);
    expect((await o.history(byName.get('A')!.id)).map((r) => r.action)).toEqual(['delete', 'import']);
    expect((await batches()).map((b) => [b.id, b.live, b.undoneAt !== null])).toEqual([
      [second.batchId, 1, false],
      [first.batchId, 0, true],
    ]);
    // Without a body, and a second time: nothing more to trash.
    expect((await undo(first.batchId)).json()).toMatchObject({ trashed: 0 });
    expect((await undo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await undo('not-a-batch')).statusCode).toBe(404);
  });

  it('an import and its batch are the owner’s', async () => {
    expect((await t.request({ method: 'GET', url: '/api/imports' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/imports/00000000-0000-4000-8000-000000000000/undo' }))
        .statusCode,
    ).toBe(401);
  });
});
