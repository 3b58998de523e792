import { Unzip, UnzipInflate, unzipSync, type UnzipFileInfo } from 'fflate';
import { ImportFileError } from './fields';

/** At most this much text is unpacked from one archive: the largest file we read unpacked. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** Compressed bytes handed to the inflater at a time: one step can unpack at most ~1,000 times this. */
const CHUNK_BYTES = 16 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** The files of an archive we read: KML (Google Earth, My Maps) and Polarsteps' trip.json. */
const isWanted = (name: string) => /\.kml$/i.test(name) || /(^|\/)trip\.json$/i.test(name);
const isArchive = (name: string) => /\.(zip|kmz)$/i.test(name);
const isHidden = (name: string) => /(^|\/)(__MACOSX|\.)/.test(name);

export interface ZipText {
  name: string;
  bytes: Uint8Array;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function tooLarge(): ImportFileError {
  return new ImportFileError(
    `This archive unpacks to more than ${mb(MAX_UNZIPPED_BYTES)} of KML; files up to ${mb(MAX_UNZIPPED_BYTES)} unpacked can be imported. Is it a zip bomb?`,
  );
}

/** The archive's table of contents, read without unpacking anything. */
function listEntries(bytes: Uint8Array): UnzipFileInfo[] {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw new ImportFileError('This file is a damaged zip archive (KMZ): it cannot be opened.');
  }
  return entries;
}

/**
 * The KML files (doc.kml first) and trip.json files of a KMZ or zip, unpacked. Refused, before
 * anything is unpacked, when the archive holds another archive or declares more than
 * MAX_UNZIPPED_BYTES; and while unpacking, as soon as the real size passes it, whatever the
 * archive declared. Photos and other files are never unpacked.
 */
export function readZip(bytes: Uint8Array): ZipText[] {
  const entries = listEntries(bytes).filter((entry) => !isHidden(entry.name));
  const nested = entries.find((entry) => isArchive(entry.name));
  if (nested)
    throw new ImportFileError(
      `This archive holds another archive (${nested.name}); archives inside archives are not read. Unpack it and import the KML inside.`,
    );
  const wanted = entries.filter((entry) => isWanted(entry.name));
  if (wanted.length === 0)
    throw new ImportFileError(
      'This zip archive (KMZ) has no KML file (doc.kml) in it, so there are no places to read.',
    );
  const declared = wanted.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (declared > MAX_UNZIPPED_BYTES) throw tooLarge();

  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: ImportFileError | undefined;
  const unzip = new Unzip((file) => {
    if (!isWanted(file.name) || isHidden(file.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) {
        failure = new ImportFileError(`${file.name} in this archive is damaged and cannot be unpacked.`);
        return;
      }
      total += data.length;
      if (total > MAX_UNZIPPED_BYTES) {
        failure = tooLarge();
        file.terminate();
        return;
      }
      parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += CHUNK_BYTES) {
      const end = Math.min(offset + CHUNK_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= new ImportFileError('This file is a damaged zip archive (KMZ): it cannot be unpacked.');
  }
  if (failure) throw failure;

  const files = [...chunks].map(([name, parts]) => ({ name, bytes: concat(parts) }));
  const archived = files.find((file) => isZip(file.bytes));
  if (archived)
    throw new ImportFileError(
      `${archived.name} in this archive is itself an archive; archives inside archives are not read.`,
    );
  // doc.kml is the main document by convention; any other KML follows in archive order.
  return files.sort(
    (a, b) => Number(/(^|\/)doc\.kml$/i.test(b.name)) - Number(/(^|\/)doc\.kml$/i.test(a.name)),
  );
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
