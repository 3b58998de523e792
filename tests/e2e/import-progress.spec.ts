import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { openImportDialog } from './import-helpers';
import { startServer, type RunningServer } from './server';

// Issue 40: a long import said "Saving the places…" for as long as the server worked (a minute at
// 100,000 places). Once the file is sent, the dialog tells how far the server is, step by step.

const COUNT = 20_000;
const file = join(tmpdir(), `fru-long-import-${process.pid}.csv`);
let server: RunningServer;

test.beforeEach(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
});
test.afterEach(async ({ context }) => {
  await server.stop({ leave: context.pages() });
  rmSync(file, { force: true });
});

test('a long import shows how far the server is, then how many places it imported', async ({ page }) => {
  test.slow();
  const rows = Array.from(
    { length: COUNT },
    (_, i) =>
      `Long import ${i},${(-60 + (i % 1200) * 0.1).toFixed(4)},${(-170 + Math.floor(i / 1200) * 0.5).toFixed(4)},visited`,
  );
  writeFileSync(file, ['name,latitude,longitude,status', ...rows].join('\n'));

  const dialog = await openImportDialog(page, server);
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  // The columns are named as the dialog guesses them.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Import 20,000 places' }).click();

  // The server's steps, each a share of its places, on the bar and in its label.
  const bar = dialog.getByRole('progressbar');
  await expect(
    dialog.getByText(/^(Checking the places|Finding their countries|Saving the places): \d+%$/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(dialog.getByText('Imported 20,000 places')).toBeVisible({ timeout: 60_000 });
});
