import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrashedLocation } from '../../src/shared/history';
import type { Location } from '../../src/shared/location';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 36, problem 4: after an import is undone, the trash names the import each place came from,
// and "Restore this import" brings back every place of it still in the trash, in one request.

const ROWS = [
  { name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
  { name: 'Porto', latitude: 41.1579, longitude: -8.6291 },
  { name: 'Faro', latitude: 37.0194, longitude: -7.9304 },
];

describe.each(ENGINES)('restoring an import from the trash on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, cookie, ...(payload === undefined ? {} : { payload }) });
  const trash = async () => (await send('GET', '/api/trash')).json() as TrashedLocation[];
  const live = async () => ((await send('GET', '/api/locations')).json() as Location[]).map((p) => p.name);

  async function importedThenUndone(): Promise<string> {
    const imported = await send('POST', '/api/import', { places: ROWS, fileName: 'portugal.csv' });
    const { batchId } = imported.json() as { batchId: string };
    expect((await send('POST', `/api/imports/${batchId}/undo`)).statusCode).toBe(200);
    return batchId;
  }

  it('names the import of each place in the trash, and restores every place of it at once', async () => {
    const alone = (
      await send('POST', '/api/locations', { name: 'Madrid', latitude: 40.4168, longitude: -3.7038 })
    ).json();
    expect((await send('DELETE', `/api/locations/${alone.id}`)).statusCode).toBe(204);
    const batchId = await importedThenUndone();

    const before = await trash();
    expect(before.map((p) => [p.name, p.importBatch?.fileName])).toEqual([
      ['Faro', 'portugal.csv'],
      ['Porto', 'portugal.csv'],
      ['Lisbon', 'portugal.csv'],
      ['Madrid', undefined],
    ]);
    expect(before[0]!.importBatch).toEqual({
      id: batchId,
      fileName: 'portugal.csv',
      createdAt: expect.any(String),
    });

    // One of them restored on its own first: the import brings back the two still in the trash.
    const porto = before.find((p) => p.name === 'Porto')!;
    expect((await send('POST', `/api/locations/${porto.id}/restore`)).statusCode).toBe(200);
    const restored = await send('POST', `/api/imports/${batchId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: batchId, fileName: 'portugal.csv', restored: 2, live: 3 });
    expect((await trash()).map((p) => p.name)).toEqual(['Madrid']);
    expect((await live()).sort()).toEqual(['Faro', 'Lisbon', 'Porto']);
    const history = (await send('GET', `/api/locations/${before[0]!.id}/history`)).json() as {
      action: string;
    }[];
    expect(history.map((r) => r.action)).toEqual(['restore', 'delete', 'import']);

    // Again: nothing left in the trash from it.
    expect((await send('POST', `/api/imports/${batchId}/restore`)).json()).toMatchObject({ restored: 0 });
  });

  it('refuses an unknown import and a body with options it does not take, restoring nothing', async () => {
    const batchId = await importedThenUndone();
    const unknown = await send('POST', '/api/imports/00000000-0000-4000-8000-000000000000/restore');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', message: 'That import was not found.' });
    expect((await send('POST', '/api/imports/not-an-id/restore')).statusCode).toBe(404);
    const bad = await send('POST', `/api/imports/${batchId}/restore`, { force: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ force: 'Unknown field "force"' });
    const visitor = await t.request({ method: 'POST', url: `/api/imports/${batchId}/restore` });
    expect(visitor.statusCode).toBe(401);
    expect(await trash()).toHaveLength(3);
  });
});
