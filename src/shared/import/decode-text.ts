import { analyse } from 'chardet';
import { ImportFileError } from './fields';
import type { TextEncoding } from './text-encodings';

/** How much of the file the detector looks at: enough for any accented word, quick on 50 MB. */
const SAMPLE_BYTES = 256 * 1024;

/** chardet's names for the encodings we decode; Latin-1 is read as Windows-1252, as browsers do. */
const FROM_DETECTOR: Record<string, TextEncoding> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'ISO-8859-15': 'iso-8859-15',
  'ISO-8859-2': 'windows-1250',
  'windows-1250': 'windows-1250',
  'windows-1251': 'windows-1251',
  'ISO-8859-5': 'windows-1251',
  'KOI8-R': 'windows-1251',
  Shift_JIS: 'shift_jis',
  GB18030: 'gbk',
};

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** True when the encoding was guessed (no byte order mark, not valid UTF-8). */
  guessed: boolean;
}

function byteOrderMark(bytes: Uint8Array): TextEncoding | undefined {
  const utf32 =
    (bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0) ||
    (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff);
  if (utf32)
    throw new ImportFileError(
      'This file is in UTF-32, an encoding that cannot be read here. Save it as UTF-8 and choose it again.',
    );
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** UTF-16 without a mark: text of Latin letters has a zero byte in every other place. */
function utf16WithoutMark(sample: Uint8Array): TextEncoding | undefined {
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros < half * 0.05) return 'utf-16le';
  if (evenZeros > half * 0.3 && oddZeros < half * 0.05) return 'utf-16be';
  return undefined;
}

/** Zero bytes in text that is not UTF-16 mean a binary file (a photo, a spreadsheet, an archive). */
const looksBinary = (sample: Uint8Array) => sample.includes(0);

/**
 * Which encoding the file's bytes are in: a byte order mark decides; then valid UTF-8 is UTF-8
 * (plain ASCII too); otherwise the detector's best guess among the encodings we read.
 */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncoding; guessed: boolean } {
  const marked = byteOrderMark(bytes);
  if (marked) return { encoding: marked, guessed: false };
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const wide = utf16WithoutMark(sample);
  if (wide) return { encoding: wide, guessed: true };
  if (looksBinary(sample))
    throw new ImportFileError(
      'This file is not text (it holds binary data): is it a spreadsheet (.xlsx) or a photo? Save it as CSV, GeoJSON, KML or GPX.',
    );
  if (isUtf8(bytes)) return { encoding: 'utf-8', guessed: false };
  for (const match of analyse(sample)) {
    const encoding = FROM_DETECTOR[match.name];
    if (encoding && encoding !== 'utf-8') return { encoding, guessed: true };
  }
  throw new ImportFileError(
    'The characters of this file are in an encoding that cannot be recognised. Save it as UTF-8 and choose it again.',
  );
}

/** Decodes the file in the encoding given, or the detected one; the byte order mark is dropped. */
export function decodeText(bytes: Uint8Array, chosen?: TextEncoding): DecodedText {
  const { encoding, guessed } = chosen ? { encoding: chosen, guessed: false } : detectEncoding(bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding);
  } catch {
    throw new ImportFileError(`The encoding ${encoding} cannot be read here. Save the file as UTF-8.`);
  }
  return { text: decoder.decode(bytes), encoding, guessed };
}
