import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import { typeEmoji } from '../../src/shared/location-types';
import type { UploadedPhoto } from '../../src/shared/media';
import { expect } from './fixtures';

// Photos for the browser tests of issue 15 (photos-upload.spec.ts, photos-display.spec.ts).

/** Images on screen in `scope` that the browser gave up on: each shows the broken-image icon. */
export async function brokenImages(scope: Locator): Promise<string[]> {
  return scope
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0)
        .map((image) => image.currentSrc || image.src),
    );
}

/** The type's emoji on the gradient stands where the photo would be, and no image is broken. */
export async function expectFallback(scope: Locator, type: string) {
  const fallback = scope.locator('[data-photo="fallback"]').first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(typeEmoji(type));
  const box = (await fallback.boundingBox())!;
  // A real stand-in, the size of the photo, not a speck.
  expect(box.width).toBeGreaterThan(40);
  expect(box.height).toBeGreaterThan(40);
  expect(await brokenImages(scope)).toEqual([]);
}

/** A camera-sized JPEG (1600×1200, about 1 MB of grain over a tint): big enough to show progress. */
export function cameraJpeg(tint: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: tint,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .tint(tint)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
/** A file named like a photo that holds text: the server reads its content and refuses it. */
export const NOT_A_PHOTO = jpegFile('notes.jpg', Buffer.from('Packing list: boots, hat, sunscreen.\n'));

/** Stores a photo through the API, as the uploader does. */
export async function uploadThroughApi(ownerApi: APIRequestContext, buffer: Buffer): Promise<UploadedPhoto> {
  const response = await ownerApi.post('/api/media', {
    data: buffer,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'trip.jpg' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { photo: UploadedPhoto }).photo;
}

/** A plain JPEG of one colour, in base64 (as a page script pastes or drops it). */
export async function plainJpegBase64(background: string, width = 640, height = 480): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return buffer.toString('base64');
}
