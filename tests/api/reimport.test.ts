import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../src/shared/import/api-types';
import type { ImportPlace } from '../../src/shared/import/fields';
import { csvTableToPlaces, guessCsvMapping } from '../../src/shared/import/parse-csv';
import { readImportText } from '../../src/shared/import/parse-file';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION, type Owner } from '../helpers/archive';

// Issue 18: the owner exports the places, edits the spreadsheet and imports it again. Rows naming
// a place by our export's id update it, as an edit would, never behind the back of another change.

const PLACES = [
  { ...ZION, notes: 'Angels Landing' },
  { name: 'Kyoto', latitude: 35.0116, longitude: 135.7681, status: 'visited', notes: 'Temples' },
  { name: 'Reykjavík', latitude: 64.1466, longitude: -21.9426, status: 'planned' },
];

/** The rows as the dialog's worker reads a CSV, its columns mapped by its own guess. */
function readCsv(text: string): ImportPlace[] {
  const read = readImportText('places.csv', text, { status: 'planned' });
  if (read.kind === 'places') return read.parsed.places;
  return csvTableToPlaces(read.table, guessCsvMapping(read.table.headers), { status: 'planned' }).places;
}

describe.each(ENGINES)('re-importing an edited export on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    o = owner(t, cookie);
    for (const place of PLACES) await o.create(place);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, cookie, payload });
  const preview = async (places: ImportPlace[], mode = 'update') => {
    const response = await post('/api/import/preview', { places, mode });
    expect(response.statusCode).toBe(200);
    return response.json<ImportPreview>();
  };
  const byName = async () => new Map((await o.list()).map((p) => [p.name, p]));

  /** Our CSV export with Zion renamed and Reykjavík marked visited, as a spreadsheet would save it. */
  async function editedExport(): Promise<ImportPlace[]> {
    const csv = (await t.request({ method: 'GET', url: '/api/export?format=csv', cookie })).body;
    return readCsv(csv.replace('Zion National Park', 'Zion NP').replace(/,planned,/, ',visited,'));
  }

  it('the preview counts updated, new and unchanged places and shows what changes; the update is an edit in history', async () => {
    const before = await byName();
    const rows = [...(await editedExport()), { name: 'Oslo', latitude: 59.9139, longitude: 10.7522 }];
    const seen = await preview(rows);
    expect(seen).toMatchObject({
      total: 4,
      toAdd: 1,
      toUpdate: 2,
      unchanged: 1,
      duplicates: [],
      errorCount: 0,
    });
    const zion = before.get('Zion National Park')!;
    const reykjavik = before.get('Reykjavík')!;
    expect(seen.changes).toEqual([
      {
        id: zion.id,
        name: 'Zion National Park',
        fields: ['name'],
        before: { name: 'Zion National Park' },
        after: { name: 'Zion NP' },
      },
      {
        id: reykjavik.id,
        name: 'Reykjavík',
        fields: ['status'],
        before: { status: 'planned' },
        after: { status: 'visited' },
      },
    ]);
    expect(Object.keys(seen.versions).length).toBe(3);

    const imported = await post('/api/import', {
      places: rows,
      mode: 'update',
      versions: seen.versions,
      fileName: 'edited.csv',
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ added: 1, updated: 2, unchanged: 1, duplicates: 0 });
    const after = await byName();
    expect([...after.keys()].sort()).toEqual(['Kyoto', 'Oslo', 'Reykjavík', 'Zion NP']);
    expect(after.get('Zion NP')).toMatchObject({ id: zion.id, notes: 'Angels Landing', version: 2 });
    expect(after.get('Reykjavík')).toMatchObject({ status: 'visited', version: 2 });
    expect(after.get('Kyoto')).toEqual(before.get('Kyoto'));
    const [revision] = await o.history(zion.id);
    expect(revision).toMatchObject({ action: 'merge-import', fields: ['name'], version: 2 });
  });

  it('importing only the new ones never adds a second copy of a place the file names, even renamed', async () => {
    const rows = await editedExport();
    expect(await preview(rows, 'add')).toMatchObject({ toAdd: 0, toUpdate: 2, unchanged: 1, duplicates: [] });
    const imported = await post('/api/import', { places: rows, mode: 'add' });
    expect(imported.json()).toMatchObject({ added: 0, updated: 0 });
    expect((await o.list()).map((p) => p.name).sort()).toEqual(['Kyoto', 'Reykjavík', 'Zion National Park']);
  });

  it('a place changed elsewhere since the preview is reported, and nothing is imported', async () => {
    const rows = [...(await editedExport()), { name: 'Oslo', latitude: 59.9139, longitude: 10.7522 }];
    const seen = await preview(rows);
    const kyoto = (await byName()).get('Kyoto')!;
    // Another tab edits Kyoto (which the file leaves as it was) after the preview.
    expect((await o.patch(kyoto.id, { name: 'Kyōto' }, kyoto.version)).statusCode).toBe(200);

    const refused = await post('/api/import', { places: rows, mode: 'update', versions: seen.versions });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'changed_since',
      places: [{ id: kyoto.id, name: 'Kyōto' }],
    });
    expect(refused.json().error.message).toContain('Kyōto');
    const after = await byName();
    expect([...after.keys()].sort()).toEqual(['Kyōto', 'Reykjavík', 'Zion National Park']);

    // A new preview sees the place as it is now, and then the import goes through.
    const again = await preview(rows);
    expect(again.changes.map((c) => c.name)).toEqual(['Zion National Park', 'Kyōto', 'Reykjavík']);
    const imported = await post('/api/import', { places: rows, mode: 'update', versions: again.versions });
    expect(imported.statusCode).toBe(200);
  });

  it('a place moved to the trash since the preview is reported, not added again', async () => {
    const rows = await editedExport();
    const seen = await preview(rows);
    const zion = (await byName()).get('Zion National Park')!;
    expect((await o.remove(zion.id)).statusCode).toBe(204);
    const refused = await post('/api/import', { places: rows, mode: 'update', versions: seen.versions });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.places).toEqual([{ id: zion.id, name: 'Zion National Park' }]);
    expect((await o.list()).map((p) => p.name).sort()).toEqual(['Kyoto', 'Reykjavík']);
  });

  it('a bad value in an updated row is refused with its reason, and nothing is stored', async () => {
    const csv = (await t.request({ method: 'GET', url: '/api/export?format=csv', cookie })).body;
    const rows = readCsv(csv.replace('Zion National Park', 'Zion NP'));
    const kyoto = rows.find((r) => r.name === 'Kyoto')!;
    kyoto.youtubeUrls = ['not a link'];
    const seen = await preview(rows);
    expect(seen.errorCount).toBe(1);
    const refused = await post('/api/import', { places: rows, mode: 'update', versions: seen.versions });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^1 of the places cannot be imported \(place \d: .+\)/);
    expect((await o.list()).map((p) => p.name).sort()).toEqual(['Kyoto', 'Reykjavík', 'Zion National Park']);
  });

  it('fields the file does not have are left as they are: an unmapped status is not the default', async () => {
    const places = await o.list();
    const csv = [
      'id,name,latitude,longitude',
      ...places.map(
        (p) => `${p.id},${p.name === 'Kyoto' ? 'Kyoto City' : p.name},${p.latitude},${p.longitude}`,
      ),
    ].join('\n');
    const rows = readCsv(csv);
    const seen = await preview(rows);
    expect(seen).toMatchObject({ toUpdate: 1, unchanged: 2 });
    expect(seen.changes).toEqual([expect.objectContaining({ fields: ['name'] })]);
    await post('/api/import', { places: rows, mode: 'update', versions: seen.versions });
    const after = await byName();
    expect(after.get('Kyoto City')).toMatchObject({ status: 'visited', notes: 'Temples' });
    expect(after.get('Zion National Park')).toMatchObject({ status: 'visited', notes: 'Angels Landing' });
  });

  it('two rows naming the same place are refused with where the first one is', async () => {
    const rows = await editedExport();
    const zion = rows.find((r) => r.name === 'Zion NP')!;
    rows.push({ ...zion, name: 'Zion again' });
    const seen = await preview(rows);
    expect(seen.errors).toEqual([
      { row: 4, field: 'id', reason: `id ${zion.id} is already on place 1: one row per place` },
    ]);
    const refused = await post('/api/import', { places: rows, mode: 'update', versions: seen.versions });
    expect(refused.statusCode).toBe(400);
    expect((await o.list()).map((p) => p.name).sort()).toEqual(['Kyoto', 'Reykjavík', 'Zion National Park']);
  });
});
