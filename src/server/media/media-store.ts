import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  PHOTO_FORMATS,
  photoVariantUrl,
  storedWidths,
  uploadedPhotoUrl,
  type PhotoFormat,
} from '#shared/media.ts';
import type { OriginalFormat, PhotoFile } from './process-photo';

/**
 * The media folder: `public/` holds the copies anyone may load (served at /media/, named by the
 * original's hash, so they never change and are cached for a year), `originals/` the files as
 * uploaded (the owner's alone), `incoming/` uploads being received. Every file is written under a
 * temporary name and renamed into place, so no reader ever sees half a file; a failure (a full
 * disk) removes what the attempt wrote.
 */
export class MediaStore {
  readonly publicDir: string;
  readonly originalsDir: string;
  readonly incomingDir: string;

  constructor(readonly dir: string) {
    this.publicDir = join(dir, 'public');
    this.originalsDir = join(dir, 'originals');
    this.incomingDir = join(dir, 'incoming');
  }

  /** The folder beside an SQLite file, or `data/media` for PostgreSQL, unless MEDIA_DIR says. */
  static defaultDir(databaseUrl: string): string {
    if (databaseUrl.startsWith('sqlite:'))
      return join(dirname(resolve(databaseUrl.slice('sqlite:'.length))), 'media');
    return resolve('data/media');
  }

  async open(): Promise<void> {
    await Promise.all(
      [this.publicDir, this.originalsDir, this.incomingDir].map((d) => mkdir(d, { recursive: true })),
    );
    // Uploads cut off by a stop: nothing refers to them.
    for (const name of await readdir(this.incomingDir))
      await rm(join(this.incomingDir, name), { force: true });
  }

  /** A fresh path for an upload being received. */
  incomingPath(): string {
    return join(this.incomingDir, randomUUID());
  }

  publicPath(id: string, width: number, format: PhotoFormat): string {
    return join(this.publicDir, photoVariantUrl(id, width, format).slice('/media/'.length));
  }

  /** The largest WebP under the name a place's `photos` holds (`/media/<id>.webp`). */
  canonicalPath(id: string): string {
    return join(this.publicDir, uploadedPhotoUrl(id).slice('/media/'.length));
  }

  originalPath(id: string, format: OriginalFormat): string {
    return join(this.originalsDir, `${id}.${format}`);
  }

  /** Writes the original and every public copy, all or none. */
  async save(id: string, original: Buffer, format: OriginalFormat, files: PhotoFile[]): Promise<void> {
    const largest = files.filter((f) => f.format === 'webp').sort((a, b) => b.width - a.width)[0];
    const targets: [string, Buffer][] = [
      [this.originalPath(id, format), original],
      ...files.map((f): [string, Buffer] => [this.publicPath(id, f.width, f.format), f.data]),
      ...(largest ? [[this.canonicalPath(id), largest.data] as [string, Buffer]] : []),
    ];
    const written: string[] = [];
    try {
      for (const [path, data] of targets) {
        const temporary = `${path}.${randomUUID()}.part`;
        written.push(temporary);
        await writeFile(temporary, data, { flush: true });
      }
      for (const [path] of targets) {
        const temporary = written.find((w) => w.startsWith(`${path}.`))!;
        await rename(temporary, path);
        written[written.indexOf(temporary)] = path;
      }
    } catch (error) {
      await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
      throw error;
    }
  }

  /** Removes every file of a photo (its row is gone first, so nothing points at a missing file). */
  async remove(photo: { id: string; width: number; originalFormat: string }): Promise<void> {
    const paths = [
      join(this.originalsDir, `${photo.id}.${photo.originalFormat}`),
      this.canonicalPath(photo.id),
      ...storedWidths(photo.width).flatMap((w) => PHOTO_FORMATS.map((f) => this.publicPath(photo.id, w, f))),
    ];
    await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
  }
}
