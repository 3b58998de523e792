import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { restoreArchive } from '../src/server/archive/restore-archive';
import { writeArchive } from '../src/server/archive/write-archive';
import { insertLocations } from '../src/server/db/locations';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { MediaLibrary } from '../src/server/media/media-library';
import { uploadedPhotoUrl } from '../src/shared/media';

// Issue 36: the archive is streamed both ways. A site of 2,000 places and 50 photos (noisy
// 2000 × 1500 JPEGs, ~2.5 MB each) is archived to a file and restored into a fresh database, the
// process's resident memory sampled every 20 ms. `npx tsx bench/archive-memory.ts`

const PLACES = 2_000;
const PHOTOS = 50;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function peakDuring<T>(work: () => Promise<T>): Promise<{ result: T; rise: number; peak: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, rise: peak - base, peak };
  } finally {
    clearInterval(timer);
  }
}

async function site(dir: string) {
  const database = await openDatabase(`sqlite:${join(dir, 'site.sqlite')}`);
  await migrateToLatest(database.db);
  const media = new MediaLibrary(database.db, join(dir, 'media'));
  await media.open();
  return { database, media };
}

const root = mkdtempSync(join(tmpdir(), 'fru-archive-memory-'));
try {
  const source = await site(join(root, 'source'));
  const urls: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const noise = Buffer.alloc(2000 * 1500 * 3);
    for (let j = 0; j < noise.length; j++) noise[j] = (j * 7919 + i * 104729) % 251;
    const jpeg = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const path = join(root, `photo-${i}.jpg`);
    await writeFile(path, jpeg);
    const incoming = await source.media.receive(createReadStream(path), 50 * 1024 * 1024);
    urls.push(uploadedPhotoUrl((await source.media.add(incoming, `photo-${i}.jpg`)).id));
  }
  await insertLocations(
    source.database.db,
    Array.from({ length: PLACES }, (_, i) => ({
      name: `Place ${i}`,
      type: 'city',
      latitude: (i % 170) - 85,
      longitude: (i % 350) - 175,
      status: 'visited' as const,
      notes: 'A note of some length about the place. '.repeat(10),
      photos: i < PHOTOS ? [urls[i]!] : [],
      tags: [`tag-${i % 20}`],
    })),
  );
  const file = join(root, 'archive.zip');
  const written = await peakDuring(async () =>
    pipeline(
      (await writeArchive(source.database.db, source.media.store)) as Readable,
      createWriteStream(file),
    ),
  );
  const size = statSync(file).size;
  console.log(`Archive of ${PLACES} places and ${PHOTOS} photos: ${mb(size)}`);
  console.log(`  writing: resident memory rose by at most ${mb(written.rise)} (peak ${mb(written.peak)})`);

  const target = await site(join(root, 'target'));
  const restored = await peakDuring(() =>
    restoreArchive(target.database.db, target.media.store, file, 50 * 1024 * 1024),
  );
  console.log(`  restoring: ${JSON.stringify(restored.result.restored)}`);
  console.log(
    `  restoring: resident memory rose by at most ${mb(restored.rise)} (peak ${mb(restored.peak)})`,
  );
  await source.database.close();
  await target.database.close();
} finally {
  rmSync(root, { recursive: true, force: true });
}
