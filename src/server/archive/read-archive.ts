import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ArchiveManifestSchema,
  MAX_UNPACKED_BYTES,
  type ArchiveManifest,
} from '#shared/archive-schema.ts';
import { describeBytes } from '../limits';
import { MANIFEST_ENTRY } from './write-archive';

/** An archive we do not restore from: the message says why, and nothing was changed. */
export class BadArchive extends Error {}

/** An entry unpacking to more than this many times its packed size is a zip bomb, not our data. */
const MAX_RATIO = 200;
/** Entries smaller than this unpacked are not held to MAX_RATIO (a short line of zeros packs well). */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface OpenedArchive {
  manifest: ArchiveManifest;
  entry(name: string): Entry | undefined;
  /** The entry's lines, its checksum checked when the last is read. */
  lines(entry: Entry): AsyncIterable<string>;
  /** Writes the entry to `path`; returns its SHA-256 (hex). */
  extract(entry: Entry, path: string): Promise<string>;
  close(): void;
}

const damaged = (what: string) =>
  new BadArchive(`${what} in this archive is damaged (its checksum does not match); nothing was restored.`);

/**
 * Opens a received archive and checks it before anything is unpacked: a zip, not encrypted, not
 * unpacking to more than MAX_UNPACKED_BYTES nor any entry to more than MAX_RATIO times its size,
 * with a manifest of a format this version reads. yauzl also refuses an entry whose real size
 * differs from the size it declares.
 */
export async function openArchive(path: string): Promise<OpenedArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new BadArchive(
      'This file is not a Fru World archive: it is not a zip file, or it was cut short. Download the archive again and restore that file.',
    );
  }
  try {
    const entries = await listEntries(zip);
    checkSizes([...entries.values()]);
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry)
      throw new BadArchive(
        'This zip file has no manifest.json: it is not a Fru World archive (made with Download archive).',
      );
    if (manifestEntry.uncompressedSize > MAX_MANIFEST_BYTES)
      throw new BadArchive('The manifest.json of this archive is too large to be ours.');
    const manifest = parseManifest(await readAll(zip, manifestEntry));
    return {
      manifest,
      entry: (name) => entries.get(name),
      lines: (entry) => readLines(zip, entry),
      extract: (entry, target) => extract(zip, entry, target),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) {
        reject(new BadArchive('This archive is encrypted; Fru World archives never are.'));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () =>
      reject(
        new BadArchive(
          'This zip file is damaged: its table of contents cannot be read; nothing was restored.',
        ),
      ),
    );
    zip.readEntry();
  });
}

function checkSizes(entries: readonly Entry[]): void {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const bomb = entries.find(
    (entry) =>
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize),
  );
  if (total > MAX_UNPACKED_BYTES || bomb)
    throw new BadArchive(
      `This archive would unpack to ${describeBytes(bomb ? bomb.uncompressedSize : total)}${bomb ? ` from ${describeBytes(bomb.compressedSize)} (${bomb.fileName})` : ''}, far more than a Fru World archive holds (at most ${describeBytes(MAX_UNPACKED_BYTES)}). Is it a zip bomb? Nothing was restored.`,
    );
}

function parseManifest(text: string): ArchiveManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadArchive('The manifest.json of this archive is not valid JSON; nothing was restored.');
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT)
    throw new BadArchive('This zip file is not a Fru World archive (its manifest names another format).');
  if (typeof head.version === 'number' && head.version > ARCHIVE_FORMAT_VERSION)
    throw new BadArchive(
      `This archive was made by a newer version of Fru World (archive format ${head.version}); this site reads format ${ARCHIVE_FORMAT_VERSION} and older. Update this site, then restore again.`,
    );
  const parsed = ArchiveManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BadArchive('The manifest.json of this archive is damaged; nothing was restored.');
  return parsed.data;
}

/** The entry's bytes as they are unpacked, its CRC-32 compared with the archive's at the end. */
async function open(zip: ZipFile, entry: Entry): Promise<Readable> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw damaged(entry.fileName);
  }
  let crc = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc >>> 0 === entry.crc32 >>> 0 ? null : damaged(entry.fileName));
    },
  });
  stream.on('error', () => check.destroy(damaged(entry.fileName)));
  return stream.pipe(check);
}

async function readAll(zip: ZipFile, entry: Entry): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of await open(zip, entry)) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

async function* readLines(zip: ZipFile, entry: Entry): AsyncIterable<string> {
  const stream = await open(zip, entry);
  const reader = createInterface({ input: stream, crlfDelay: Infinity });
  let failure: unknown;
  stream.on('error', (error) => (failure = error));
  try {
    for await (const line of reader) {
      if (failure) break;
      if (line.length > 0) yield line;
    }
  } finally {
    reader.close();
  }
  // readline may end quietly when its input fails: the stream's own end (or failure) is the answer.
  if (failure) throw failure;
  try {
    await finished(stream);
  } catch (error) {
    throw failure ?? error;
  }
}

async function extract(zip: ZipFile, entry: Entry, path: string): Promise<string> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(await open(zip, entry), hashing, createWriteStream(path));
  return hash.digest('hex');
}
