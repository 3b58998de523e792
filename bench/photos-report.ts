// The "Photos" section of bench/RESULTS.md, from bench/photos-results.json (written by
// `npm run bench:photos`): kept by every later `npm run bench`, replaced by every bench:photos.
import { existsSync, readFileSync } from 'node:fs';

export const PHOTOS_RESULTS = 'bench/photos-results.json';
const HEADING = '## Photos: 200 photos of 12 megapixels uploaded at once';

export interface PhotosFigures {
  date: string;
  photos: number;
  megapixels: number;
  averageFileMb: number;
  stored: number;
  failed: number;
  seconds: number;
  photosPerSecond: number;
  peakMemoryBeforeMb: number;
  peakMemoryMb: number;
  visitorP99IdleMs: number;
  visitorP99WorstMs: number;
  visitorP99MedianMs: number;
  visitorRequests: number;
  visitorErrors: number;
}

export function photosSection(f: PhotosFigures): string {
  return [
    HEADING,
    '',
    `Run ${f.date} by \`npm run bench:photos\`: the production build on SQLite, ${f.photos} distinct camera-like JPEGs of ${f.megapixels} megapixels (${f.averageFileMb} MB on average) sent all at once by one owner, while 10 visitors keep reading \`GET /api/locations\` (autocannon, in 5 s rounds). Each photo becomes upright AVIF and WebP copies at 320, 640, 1280 and 2048 px with no EXIF, plus its ThumbHash.`,
    '',
    '| figure | measured |',
    '|---|---|',
    `| stored / refused | ${f.stored} / ${f.failed} |`,
    `| all stored after | ${f.seconds} s |`,
    `| photos per second | ${f.photosPerSecond} |`,
    `| server's peak memory (before the upload → during) | ${f.peakMemoryBeforeMb} MB → ${f.peakMemoryMb} MB |`,
    `| visitors' p99 with no upload | ${f.visitorP99IdleMs} ms |`,
    `| visitors' p99 while processing (median 5 s round) | ${f.visitorP99MedianMs} ms |`,
    `| visitors' p99 while processing (worst 5 s round) | ${f.visitorP99WorstMs} ms |`,
    `| visitors' requests answered while processing / errors | ${f.visitorRequests.toLocaleString('en-US')} / ${f.visitorErrors} |`,
    '',
  ].join('\n');
}

/** The section for RESULTS.md when bench:photos has run on this checkout, else nothing. */
export function savedPhotosSection(): string[] {
  if (!existsSync(PHOTOS_RESULTS)) return [];
  return [photosSection(JSON.parse(readFileSync(PHOTOS_RESULTS, 'utf8')) as PhotosFigures)];
}

/** RESULTS.md with its Photos section replaced (or added at the end). */
export function withPhotosSection(report: string, figures: PhotosFigures): string {
  const start = report.indexOf(HEADING);
  if (start === -1) return `${report.trimEnd()}\n\n${photosSection(figures)}`;
  const next = report.indexOf('\n## ', start + HEADING.length);
  return report.slice(0, start) + photosSection(figures) + (next === -1 ? '' : report.slice(next + 1));
}
