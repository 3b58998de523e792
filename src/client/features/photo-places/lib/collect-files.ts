import { UPLOAD_BATCH_MAX } from '#shared/media.ts';

// What the owner dropped or picked, as a flat list of photo files: folders walked, zips opened in
// the browser, anything that is not a photo by its name or type left out (the server decides by the
// content, so a mislabelled file is still refused there).

const PHOTO_EXTENSION = /\.(jpe?g|png|webp|avif|heic|heif)$/i;
const ZIP_EXTENSION = /\.zip$/i;

/** A photo and where it came from (its path inside the folder or zip). */
export interface PickedPhoto {
  file: File;
  path: string;
}

export type Collected = { photos: PickedPhoto[]; skipped: number };

/**
 * Refused before anything is read further, in words the owner can act on: `message` in English,
 * `text` and `values` for the page's language (the strings marked for lingui extract).
 */
export class PickError extends Error {
  constructor(
    readonly text: string,
    readonly values: Record<string, string | number> = {},
  ) {
    const shown = (value: string | number) =>
      typeof value === 'number' ? value.toLocaleString('en-US') : value;
    super(
      text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? shown(values[name]!) : whole)),
    );
  }
}

const isPhoto = (name: string, type = '') =>
  PHOTO_EXTENSION.test(name) || (type.startsWith('image/') && type !== 'image/svg+xml');
const isZip = (file: File) => ZIP_EXTENSION.test(file.name) || file.type === 'application/zip';
/** Finder's and Explorer's leftovers: `.DS_Store`, `._IMG_0001.jpg`, `__MACOSX/…`, `Thumbs.db`. */
const isJunk = (path: string) => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

export function tooMany(count: number, atLeast = false): PickError {
  return new PickError(
    atLeast
      ? /*i18n*/ 'That is more than {count} photos: at most {max} at once. Nothing was read or uploaded; please choose a smaller folder.'
      : /*i18n*/ 'That is {count} photos: at most {max} at once. Nothing was read or uploaded; please choose a smaller folder.',
    { count, max: UPLOAD_BATCH_MAX },
  );
}

/** A zip entry's name that would land outside the folder it is unpacked into. */
export function leavesFolder(name: string): boolean {
  const path = name.replaceAll('\\', '/');
  return path.startsWith('/') || /^[a-z]:/i.test(path) || path.split('/').some((part) => part === '..');
}

/** Files picked with the file input or the folder input (whose names carry `webkitRelativePath`). */
export async function collectFiles(files: readonly File[]): Promise<Collected> {
  const photos: PickedPhoto[] = [];
  let skipped = 0;
  for (const file of files) {
    const path = file.webkitRelativePath || file.name;
    if (isZip(file)) {
      const unzipped = await readZip(file, UPLOAD_BATCH_MAX - photos.length);
      photos.push(...unzipped.photos);
      skipped += unzipped.skipped;
    } else if (isPhoto(file.name, file.type) && !isJunk(path)) photos.push({ file, path });
    else skipped++;
  }
  if (photos.length > UPLOAD_BATCH_MAX) throw tooMany(photos.length);
  return { photos, skipped };
}

/** Only the photos' count matters past the limit: stop walking a huge folder there. */
const WALK_LIMIT = UPLOAD_BATCH_MAX * 20;

/** A drop: files, folders (walked with the File and Directory Entries API) and zips. */
export async function collectDropped(items: DataTransferItemList): Promise<Collected> {
  // Entries must be taken while the drop event runs: the list empties after it. A browser without
  // entries (or a drop built by a script) still gives the files themselves.
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of [...items]) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.();
    const file = entry ? null : item.getAsFile();
    if (entry) entries.push(entry);
    else if (file) loose.push(file);
  }
  // First the names (cheap), so that a folder of 10,000 photos is refused before any file is opened.
  const found: { entry: FileSystemFileEntry; path: string }[] = [];
  let skipped = 0;
  let photoCount = 0;
  const walk = async (entry: FileSystemEntry, path: string): Promise<void> => {
    if (photoCount > WALK_LIMIT) return;
    if (entry.isFile) {
      if (isJunk(path) || !(isPhoto(entry.name) || ZIP_EXTENSION.test(entry.name))) skipped++;
      else {
        if (isPhoto(entry.name)) photoCount++;
        found.push({ entry: entry as FileSystemFileEntry, path });
      }
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries answers at most about 100 entries a call: read until it answers none.
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
          reader.readEntries(resolve, reject),
        );
        if (batch.length === 0) break;
        for (const child of batch) await walk(child, `${path}/${child.name}`);
      }
    }
  };
  for (const entry of entries) await walk(entry, entry.name);
  const photos = photoCount + loose.filter((file) => isPhoto(file.name, file.type)).length;
  if (photos > UPLOAD_BATCH_MAX) throw photoCount > WALK_LIMIT ? tooMany(WALK_LIMIT, true) : tooMany(photos);
  const files = await Promise.all(
    found.map(async ({ entry, path }) => {
      const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
      return path === file.name ? file : withPath(file, path);
    }),
  );
  const collected = await collectFiles([...files, ...loose]);
  return { photos: collected.photos, skipped: collected.skipped + skipped };
}

/** A File that remembers its folder path (as a folder input's files do). */
function withPath(file: File, path: string): File {
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
};

/**
 * The photos in a zip, unpacked in the browser (fflate, off the main thread). A zip with an entry
 * whose path leaves its folder (`../x.jpg`, `/etc/x.jpg`, `C:\x.jpg`) is refused whole, naming the
 * entry; more than `room` photos are refused before any is unpacked.
 */
export async function readZip(file: File, room: number): Promise<Collected> {
  const { unzip } = await import('fflate');
  const data = new Uint8Array(await file.arrayBuffer());
  const names: string[] = [];
  let skipped = 0;
  // First pass reads the zip's directory only (every entry filtered out): names are checked first.
  await new Promise<void>((resolve, reject) =>
    unzip(
      data,
      {
        filter: (entry) => {
          names.push(entry.name);
          return false;
        },
      },
      (error) => (error ? reject(zipError(file, error)) : resolve()),
    ),
  );
  const unsafe = names.find(leavesFolder);
  if (unsafe !== undefined)
    throw new PickError(
      /*i18n*/ "The zip “{zip}” was refused: its entry “{entry}” points outside the zip's folder. Nothing was read or uploaded.",
      { zip: file.name, entry: unsafe },
    );
  const wanted = new Set(names.filter((name) => !name.endsWith('/') && isPhoto(name) && !isJunk(name)));
  skipped = names.filter((name) => !name.endsWith('/') && !wanted.has(name)).length;
  if (wanted.size > room) throw tooMany(wanted.size + (UPLOAD_BATCH_MAX - room));
  const unpacked = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(data, { filter: (entry) => wanted.has(entry.name) }, (error, result) =>
      error ? reject(zipError(file, error)) : resolve(result),
    ),
  );
  const photos = names
    .filter((name) => unpacked[name])
    .map((name) => {
      const base = name.split('/').pop() ?? name;
      const extension = base.split('.').pop()?.toLowerCase() ?? '';
      const bytes = unpacked[name]!;
      const photo = new File([bytes as Uint8Array<ArrayBuffer>], base, { type: MIME[extension] ?? '' });
      return { file: withPath(photo, `${file.name}/${name}`), path: `${file.name}/${name}` };
    });
  return { photos, skipped };
}

function zipError(file: File, error: Error): PickError {
  return new PickError(/*i18n*/ 'The zip “{zip}” could not be read ({reason}). Nothing was uploaded.', {
    zip: file.name,
    reason: error.message,
  });
}
