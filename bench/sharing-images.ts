// npx tsx bench/sharing-images.ts — how long a sharing image takes to draw, and how much memory the
// drawing costs. Fills a throwaway SQLite database with generated places (some with an uploaded
// cover photo), then asks the app for each place's image in turn (drawn), then again (kept), and
// for the statistics image. Prints the time per image and the process's peak RSS. Asserts nothing.
//
//   OG_IMAGES=50 (default)   OG_PHOTO_EVERY=5 (default; 0: no photo, every image a map)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { ensureOwner } from '../src/server/auth/owner';
import { loadConfig } from '../src/server/config';
import { generatePlaces } from '../src/server/db/generate-places';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { listLocations, insertLocations } from '../src/server/db/locations';
import { placeImage } from '../src/shared/place-head';

const IMAGES = Number(process.env.OG_IMAGES ?? 50);
/** One place in this many shows an uploaded photo; the others a map snippet. */
const PHOTO_EVERY = Number(process.env.OG_PHOTO_EVERY ?? 5);
const PASSWORD = 'sharing images bench password';
const ORIGIN = { origin: 'http://localhost:3000', host: 'localhost:3000' };

const dir = mkdtempSync(join(tmpdir(), 'fru-og-bench-'));
const url = `sqlite:${join(dir, 'bench.sqlite')}`;
const database = await openDatabase(url);
await migrateToLatest(database.db);
await ensureOwner(database.db, PASSWORD);
const config = loadConfig({ DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const { app } = await buildApp({ database, config });
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: ORIGIN,
  payload: { password: PASSWORD },
});
const cookie = `${login.cookies[0]?.name}=${login.cookies[0]?.value}`;
async function uploadPhoto(): Promise<string> {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'bench.jpg' },
    payload: photo,
  });
  return uploaded.json<{ photo: { url: string } }>().photo.url;
}
const photoUrl = PHOTO_EVERY > 0 ? await uploadPhoto() : '';
await insertLocations(
  database.db,
  generatePlaces(IMAGES).map((place, i) => ({
    ...place,
    photos: photoUrl && i % PHOTO_EVERY === 0 ? [photoUrl] : [],
  })),
);
const places = await listLocations(database.db);

const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const rssBefore = rssMb();

async function timeEach(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of urls) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: path });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    times.push(performance.now() - started);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return `mean ${mean.toFixed(1)} ms, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
};

const urls = places.filter((place) => !place.isPrivate).map((place) => placeImage(place).url);
const drawn = await timeEach(urls);
const kept = await timeEach(urls);
const [stats = 0] = await timeEach(['/og/stats.png']);

const photos = PHOTO_EVERY > 0 ? `1 in ${PHOTO_EVERY} with a cover photo` : 'no cover photo';
console.log(`${urls.length} place images (${photos}), one at a time:`);
console.log(`  drawn: ${summary(drawn)} (the first also loads fonts and boundaries)`);
console.log(`  kept:  ${summary(kept)}`);
console.log(`statistics image drawn: ${stats.toFixed(1)} ms`);
// The peak before drawing holds the owner's scrypt hash at start (128 MB) and the photo's upload.
console.log(
  `peak RSS: ${rssMb()} MB (${rssBefore} MB before drawing); RSS now ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
