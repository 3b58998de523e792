import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { stubOutsideMedia } from './media-stub';
import { openEditor, toastWith, tripWith } from './trips-editor-helpers';

// Issue 43: the trip's printable PDF, made on the server from the owner's export menu.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('Export → PDF (printable) shows the progress, then downloads the trip as a PDF', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const trip = await tripWith(ownerApi, [3, 2]);
  await signIn();
  await openEditor(page, trip.id);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'PDF (printable)' }).click();
  await expect(toastWith(page, 'Making the PDF')).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(trip.title);
  for (const place of trip.places) expect(text).toContain(place.name);
  await expect(toastWith(page, 'The PDF is ready')).toBeVisible();
});
