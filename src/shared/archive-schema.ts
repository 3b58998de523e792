import { z } from 'zod';
import type { RestoreResultSchema } from './api/transfer';

// The portable archive (GET /api/archive, POST /api/archive/restore): one zip holding
// manifest.json, one JSON Lines file per section (data/<section>.jsonl) and every uploaded photo's
// original (media/<id>.<format>). See src/server/archive/.

/** The format this version writes and the newest it reads; a newer archive is refused, never guessed at. */
export const ARCHIVE_FORMAT_VERSION = 1;
export const ARCHIVE_FORMAT = 'fru-world-archive';

/** The largest archive a restore receives (its body), and the most it may unpack to. */
export const MAX_ARCHIVE_BYTES = 4 * 1024 ** 3;
export const MAX_UNPACKED_BYTES = 8 * 1024 ** 3;

export const ArchiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  /** Rows per section, and `photos`: the originals in media/. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** The highest id each table ever gave (a purged place's id is never given again). */
  sequences: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type ArchiveManifest = z.infer<typeof ArchiveManifestSchema>;

/** What a restore answers: what it put in place, by section (and `photos`). */
export type RestoreResult = z.output<typeof RestoreResultSchema>;

/** `fru-world-archive-2026-11-28.zip` */
export function archiveFileName(now = new Date()): string {
  return `fru-world-archive-${now.toISOString().slice(0, 10)}.zip`;
}
