import { Worker } from 'node:worker_threads';
import ExifReader from 'exifreader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  LARGEST_WIDTH,
  PHOTO_FORMATS,
  storedWidths,
  UPLOAD_FORMATS_TEXT,
  type PhotoFormat,
  type PhotoInfo,
} from '#shared/media.ts';
import { PHOTO_FACT_TAGS, photoFacts } from '#shared/photo-exif.ts';

/** A file refused for what it is; the message is for the owner, naming the reason. */
export class BadPhoto extends Error {}

/** The formats we take in, as sharp names them (AVIF and HEIC are both `heif`, told apart by compression). */
export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

export interface PhotoFile {
  width: number;
  format: PhotoFormat;
  data: Buffer;
}

export interface ProcessedPhoto {
  info: PhotoInfo;
  originalFormat: OriginalFormat;
  /** Every public copy: each stored width in each format, none of them carrying EXIF. */
  files: PhotoFile[];
  /** What the original's EXIF says, for the owner alone. */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ProcessOptions {
  /** More pixels than this is refused before decoding (a decompression bomb is a few KB). */
  maxPixels: number;
}

const NOT_A_PHOTO = `This file is not a photo we can read (${UPLOAD_FORMATS_TEXT}).`;

// sharp keeps one libvips thread per image: the queue (media-library.ts) decides how many images at
// once, so a burst of uploads leaves the other core to the visitors.
sharp.concurrency(1);

function formatOf(metadata: Metadata): OriginalFormat | 'svg' | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'svg':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : 'heic';
    default:
      return undefined;
  }
}

/** HEIC's HEVC is not in sharp's prebuilt libvips: libheif (WebAssembly) decodes it in a worker thread. */
function decodeHeic(original: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.js', import.meta.url), { workerData: original });
    worker.once(
      'message',
      (message: { width: number; height: number; data: Uint8Array } | { error: string }) => {
        if ('error' in message) reject(new BadPhoto(`This HEIC photo could not be read (${message.error}).`));
        else resolve({ ...message, data: Buffer.from(message.data) });
        void worker.terminate();
      },
    );
    worker.once('error', (error) =>
      reject(new BadPhoto(`This HEIC photo could not be read (${error.message}).`)),
    );
  });
}

/** The original decoded once, upright, no larger than the largest public copy, as raw pixels. */
async function decodeUpright(original: Buffer, format: OriginalFormat, maxPixels: number) {
  const fit = {
    width: LARGEST_WIDTH,
    height: LARGEST_WIDTH,
    fit: 'inside',
    withoutEnlargement: true,
  } as const;
  const input =
    format === 'heic'
      ? await decodeHeic(original).then(({ width, height, data }) =>
          sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels }),
        )
      : sharp(original, { limitInputPixels: maxPixels, failOn: 'truncated' }).rotate();
  try {
    return await input.resize(fit).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof BadPhoto) throw error;
    throw new BadPhoto('This photo is damaged or incomplete and could not be read.');
  }
}

/** ThumbHash of the photo from a copy of at most 100 × 100 pixels (its documented input size). */
async function placeholderOf(raw: Sharp): Promise<string> {
  const { data, info } = await raw
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

function readExif(original: Buffer) {
  try {
    return photoFacts(ExifReader.load(original, { expanded: true, includeTags: PHOTO_FACT_TAGS }));
  } catch {
    // A photo without readable EXIF is still a photo.
    return photoFacts(undefined);
  }
}

/**
 * Makes the public copies of one uploaded file: checked by its content (never its name or type),
 * decoded once, turned upright by its EXIF orientation, then encoded in every stored width as AVIF
 * and WebP with no metadata at all, plus its ThumbHash. Throws BadPhoto for what is not a photo.
 */
export async function processPhoto(original: Buffer, { maxPixels }: ProcessOptions): Promise<ProcessedPhoto> {
  if (original.length === 0) throw new BadPhoto('The file is empty.');
  const metadata = await sharp(original, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new BadPhoto(NOT_A_PHOTO);
    });
  const format = formatOf(metadata);
  if (format === 'svg')
    throw new BadPhoto(`SVG drawings are not accepted: upload a photo (${UPLOAD_FORMATS_TEXT}).`);
  if (!format) throw new BadPhoto(NOT_A_PHOTO);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxPixels) {
    const mp = (n: number) => Math.round(n / 1e6).toLocaleString('en-US');
    throw new BadPhoto(`This image has ${mp(pixels)} megapixels; at most ${mp(maxPixels)} are accepted.`);
  }

  const [{ data, info }, exif] = await Promise.all([
    decodeUpright(original, format, maxPixels),
    readExif(original),
  ]);
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // One copy at a time: the photo's share of the CPU stays one thread (see media-library.ts). The
  // encoders' fastest efforts: at 2048 px AVIF effort 0 takes 0.25 s where 2 took 1.3 s and 4 took
  // 15 s, for files within 10% of the same size.
  const files: PhotoFile[] = [];
  for (const width of storedWidths(info.width)) {
    for (const photoFormat of PHOTO_FORMATS) {
      const resized = raw().resize({ width });
      const encoded =
        photoFormat === 'avif'
          ? resized.avif({ quality: 55, effort: 0 })
          : resized.webp({ quality: 80, effort: 1 });
      files.push({ width, format: photoFormat, data: await encoded.toBuffer() });
    }
  }
  return {
    info: { width: info.width, height: info.height, placeholder: await placeholderOf(raw()) },
    originalFormat: format,
    files,
    ...exif,
  };
}
