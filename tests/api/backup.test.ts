import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
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
