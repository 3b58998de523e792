import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
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
