// The lite build (JPEG and HEIC, EXIF and GPS): what a camera roll holds. The full build also
// carries a Node.js require() that every page of the site would pay for in the shared runtime.
import exifr from 'exifr/dist/lite.esm.mjs';

/** What a photo's EXIF says of where and when, read in the browser before anything is uploaded. */
export interface PhotoFacts {
  latitude: number | null;
  longitude: number | null;
  /** `YYYY-MM-DDTHH:MM:SS` as the camera wrote it (its local time), or null. */
  takenAt: string | null;
}

/**
 * Only the date tags of the EXIF block and the GPS block: exifr then reads the EXIF segment alone,
 * never the whole file. (The lite build refuses `pick`; naming the blocks reads the same tags.)
 */
const OPTIONS = {
  ifd0: { pick: [] },
  exif: { pick: ['DateTimeOriginal', 'CreateDate'] },
  gps: true,
  reviveValues: false,
};

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

function dateOf(value: unknown): string | null {
  const match = typeof value === 'string' ? EXIF_DATE.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const day = `${y}-${mo}-${d}`;
  // "0000:00:00 00:00:00" is what some cameras write for no date.
  const time = Date.parse(`${day}T00:00:00Z`);
  const valid = !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  return valid && y !== '0000' ? `${day}T${h}:${mi}:${s}` : null;
}

const isCoordinate = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max;

/** One photo's GPS and date; a file exifr cannot read has neither (it is listed apart, not refused). */
export async function readPhotoFacts(file: Blob | Uint8Array): Promise<PhotoFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(file, OPTIONS)) as Record<string, unknown> | undefined;
  } catch {
    tags = undefined;
  }
  const latitude = tags?.latitude;
  const longitude = tags?.longitude;
  // 0, 0 is what a camera without a fix writes, not a photo taken in the Gulf of Guinea.
  const located =
    isCoordinate(latitude, 90) && isCoordinate(longitude, 180) && (latitude !== 0 || longitude !== 0);
  return {
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    takenAt: dateOf(tags?.DateTimeOriginal) ?? dateOf(tags?.CreateDate),
  };
}

/** A few at once: reading is mostly waiting for the disk, and the page keeps drawing between them. */
const READ_CONCURRENCY = 4;

/**
 * Reads every photo's facts, `READ_CONCURRENCY` at a time, calling `onProgress` with the count done.
 * Between photos the main thread is handed back, so 500 photos never freeze the page.
 */
export async function readAllFacts(
  files: readonly Blob[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<PhotoFacts[]> {
  const facts: PhotoFacts[] = new Array<PhotoFacts>(files.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      if (signal?.aborted) throw new DOMException('Reading was cancelled.', 'AbortError');
      const i = next++;
      facts[i] = await readPhotoFacts(files[i]!);
      onProgress(++done);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  return facts;
}
