import { useEffect, useRef, useState } from 'react';
import type { PlanPhoto } from '../lib/plan';

/** Wide enough for a sharp 112 px thumbnail on a high-density screen. */
const THUMB_WIDTH = 224;
/** Decoding is the costly part: two at a time keep the page responsive with 500 photos. */
const THUMB_CONCURRENCY = 2;

/**
 * A small JPEG of the photo, as a data URL: decoded once, scaled down, and the full-size pixels let
 * go (500 camera photos held decoded would take gigabytes). Null for a file this browser cannot
 * decode (HEIC outside Safari); it is still uploaded and read by the server.
 */
async function thumbnailOf(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: THUMB_WIDTH, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}

/** Thumbnails of the plan's photos by id, made in the background as the plan arrives. */
export function useThumbnails(photos: Record<string, PlanPhoto> | undefined): Record<string, string | null> {
  const [thumbs, setThumbs] = useState<Record<string, string | null>>({});
  const started = useRef(new Set<string>());
  useEffect(() => {
    const queue = Object.values(photos ?? {}).filter((photo) => !started.current.has(photo.id));
    let cancelled = false;
    const worker = async () => {
      for (let photo = queue.shift(); photo && !cancelled; photo = queue.shift()) {
        started.current.add(photo.id);
        const thumb = await thumbnailOf(photo.file);
        const id = photo.id;
        if (!cancelled) setThumbs((all) => ({ ...all, [id]: thumb }));
        else started.current.delete(id);
      }
    };
    for (let i = 0; i < THUMB_CONCURRENCY; i++) void worker();
    return () => {
      cancelled = true;
    };
  }, [photos]);
  return thumbs;
}
