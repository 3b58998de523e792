import ExifReader from 'exifreader';
import { PHOTO_FACT_TAGS, photoFacts, type PhotoFacts } from '#shared/photo-exif.ts';

/**
 * `length: 'auto'` reads the first 128 KB of a file, then only the bytes its metadata sits in (a
 * HEIC's Exif item may be at the end), never the whole photo.
 */
const OPTIONS = {
  length: 'auto',
  expanded: true,
  includeOffsets: true,
  includeTags: PHOTO_FACT_TAGS,
} as const;

/** One photo's GPS and date; a file ExifReader cannot read has neither (it is listed apart, not refused). */
export async function readPhotoFacts(file: Blob | Uint8Array): Promise<PhotoFacts> {
  try {
    return photoFacts(
      file instanceof Uint8Array
        ? await ExifReader.load(file.slice().buffer, OPTIONS)
        : await ExifReader.load(file instanceof File ? file : new File([file], 'photo'), OPTIONS),
    );
  } catch {
    return photoFacts(undefined);
  }
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
