import type { ReactElement } from 'react';
import sharp from 'sharp';
import type { VisitorLocation } from '#shared/location.ts';
import { typeLabel } from '#shared/location-types.ts';
import { uploadedPhotoId } from '#shared/media.ts';
import { SHARING_IMAGE_SIZE } from '#shared/place-head.ts';
import { isStatus, STATUS_COLORS, statusRow } from '#shared/status.ts';
import { MAX_PHOTO_PIXELS } from '../media/media-library';
import type { MediaStore } from '../media/media-store';
import { placeCard, VISUAL_WIDTH } from './cards';
import { mapSnippet } from './world-map';

/** A status outside the table (an old import) is drawn in slate. */
const OTHER_STATUS_COLOR = '#64748b';

/**
 * The place's first photo, cut to the image's left part, when it is one of ours (`/media/<id>.webp`):
 * read from the media folder, never fetched (a remote URL would let anyone make the server call any
 * address). Undefined for a linked photo, or a file that cannot be read.
 */
async function coverPhoto(store: MediaStore, url: string | undefined): Promise<string | undefined> {
  const id = url === undefined ? undefined : uploadedPhotoId(url);
  if (!id) return undefined;
  try {
    const jpeg = await sharp(store.canonicalPath(id), { limitInputPixels: MAX_PHOTO_PIXELS })
      .resize(VISUAL_WIDTH, SHARING_IMAGE_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** "California, United States": where the place is, as the image names it. */
const whereOf = (place: VisitorLocation) =>
  [place.state, place.country].filter(Boolean).join(', ') || place.address;

/** What a place's sharing image shows: its cover photo or the map around it, name, status, type, where. */
export async function placeElement(place: VisitorLocation, store: MediaStore): Promise<ReactElement> {
  const known = isStatus(place.status);
  const statusColor = known ? STATUS_COLORS[place.status] : OTHER_STATUS_COLOR;
  const photo = await coverPhoto(store, place.photos[0]);
  const map = () =>
    `data:image/svg+xml;base64,${Buffer.from(
      mapSnippet({
        latitude: place.latitude,
        longitude: place.longitude,
        color: statusColor,
        width: VISUAL_WIDTH,
        height: SHARING_IMAGE_SIZE.height,
      }),
    ).toString('base64')}`;
  return placeCard({
    name: place.name,
    statusLabel: known ? statusRow(place.status).label : place.status,
    statusColor,
    type: typeLabel(place.type),
    where: whereOf(place),
    visual: photo ?? map(),
  });
}
