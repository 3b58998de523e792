import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/index';
import { generatePlaces } from '../../src/server/db/generate-places';
import { insertLocations } from '../../src/server/db/locations';
import { createTestApp } from '../helpers/test-app';

it('npm run backup writes a consistent copy of the live SQLite database', async () => {
  const t = await createTestApp('sqlite');
  const out = join(mkdtempSync(join(tmpdir(), 'fru-backup-')), 'copy.sqlite');
  try {
    const cookie = await t.login();
    for (const name of ['Petra', 'Wadi Rum', 'Dead Sea']) {
      await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name, latitude: 30.3, longitude: 35.4 },
      });
    }
    // The app is live and holds its connection open while the backup runs.
    const databaseUrl = t.config.databaseUrl;
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', '--database', databaseUrl, '--out', out],
      { encoding: 'utf8' },
    );
    expect(printed).toContain('3 places, integrity ok');
    const copy = new Database(out, { readonly: true });
    expect(copy.prepare('select name from locations order by id').all()).toEqual([
      { name: 'Petra' },
      { name: 'Wadi Rum' },
      { name: 'Dead Sea' },
    ]);
    copy.close();
  } finally {
    await t.close();
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
});

it('finishes a backup taken while the server keeps writing, and the copy is consistent', async () => {
  const t = await createTestApp('sqlite');
  const out = join(mkdtempSync(join(tmpdir(), 'fru-backup-')), 'copy.sqlite');
  const PLACES = 5000;
  try {
    await insertLocations(t.database.db, generatePlaces(PLACES));
    const cookie = await t.login();
    let writing = true;
    let writes = 0;
    // The owner keeps adding places (each its own transaction) for as long as the backup runs.
    const writer = (async () => {
      while (writing) {
        const response = await t.request({
          method: 'POST',
          url: '/api/locations',
          cookie,
          payload: {
            name: `Written during the backup ${writes}`,
            latitude: 10,
            longitude: 20,
            photos: ['https://example.com/a.jpg'],
          },
        });
        expect(response.statusCode).toBe(201);
        writes += 1;
        // In-process requests alone never leave the microtask queue: let the backup's exit be heard.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'scripts/backup.ts',
      '--database',
      t.config.databaseUrl,
      '--out',
      out,
    ]);
    const { stdout } = await backup.finally(() => (writing = false));
    await writer;
    expect(writes).toBeGreaterThan(0);
    expect(stdout).toMatch(/places, integrity ok/);

    const copy = new Database(out, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    // A snapshot of one moment: every photo belongs to a place in the copy, and the count lies between.
    expect(copy.pragma('foreign_key_check')).toEqual([]);
    const copied = (copy.prepare('select count(*) as n from locations').get() as { n: number }).n;
    copy.close();
    expect(copied).toBeGreaterThanOrEqual(PLACES);
    expect(copied).toBeLessThanOrEqual(PLACES + writes);
  } finally {
    await t.close();
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
}, 60_000);

it('the backup carries the uploaded photos, and a restore from it shows them again (issue 15)', async () => {
  const t = await createTestApp('sqlite');
  const dir = mkdtempSync(join(tmpdir(), 'fru-backup-'));
  const out = join(dir, 'copy.sqlite');
  try {
    const cookie = await t.login();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/media',
      cookie,
      payload: jpeg,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const { url } = uploaded.json<{ photo: { url: string } }>().photo;
    const created = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Alhambra', latitude: 37.176, longitude: -3.588, photos: [url] },
    });
    const { id } = created.json<{ id: number }>();
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', '--database', t.config.databaseUrl, '--out', out],
      { encoding: 'utf8' },
    );
    expect(printed).toMatch(/1 places, integrity ok\) and .*copy\.media \(\d+ photo files\)/);

    // The restore the README describes: the copy as the database, the copied folder as MEDIA_DIR.
    const restored = await buildRestored(`sqlite:${out}`, join(dir, 'copy.media'));
    try {
      const place = (await restored.inject({ method: 'GET', url: `/api/locations/${id}` })).json<{
        photos: string[];
        photoInfo: Record<string, { width: number }>;
      }>();
      expect(place.photos).toEqual([url]);
      expect(place.photoInfo[url]?.width).toBe(900);
      const image = await restored.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(900);
      const small = await restored.inject({ method: 'GET', url: url.replace('.webp', '-320.avif') });
      expect(small.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The app on a restored database file and media folder, as `npm start` would open them. */
async function buildRestored(databaseUrl: string, mediaDir: string) {
  const database = await openDatabase(databaseUrl);
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const { app } = await buildApp({ database, config });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
