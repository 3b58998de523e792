// npx tsx bench/map-data-bytes.ts — the map data's compressed size at the bench's sizes, with the
// places `npm run bench` generates: each part as the server compresses it (brotli, quality 5, told
// the size), and how long decoding both takes here (Node; the browser is of the same order).
import { brotliCompressSync, constants } from 'node:zlib';
import { generatePlaces } from '../src/server/db/generate-places';
import { encodeMapData, encodeMapNames, type PlaceSummary } from '../src/shared/map-data';
import { decodeMapData, withNames } from '../src/shared/map-data-decode';

const SIZES = (process.env.BENCH_SIZES ?? '1551,10000,100000').split(',').map(Number);

const brotli = (bytes: Uint8Array) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Math.max(bytes.length, 1 << 20),
    },
  }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const count of SIZES) {
  // As the database gives them back: ids from 1, in order.
  const places: PlaceSummary[] = generatePlaces(count).map((place, i) => ({
    id: i + 1,
    latitude: place.latitude,
    longitude: place.longitude,
    status: place.status,
    type: place.type,
    hasVideo: (place.youtubeUrls ?? []).length > 0,
    name: place.name,
    country: place.country ?? '',
    state: place.state ?? null,
  }));
  const data = encodeMapData(places);
  const names = JSON.stringify(encodeMapNames(places));
  const [dataBr, namesBr] = [brotli(data), brotli(Buffer.from(names))];
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    withNames(decodeMapData(data), JSON.parse(names) as Parameters<typeof withNames>[1]);
    times.push(performance.now() - started);
  }
  console.log(
    `${count.toLocaleString('en-US')} places: markers' part ${kb(dataBr)}, names ${kb(namesBr)}, both ${kb(dataBr + namesBr)}; ` +
      `decoding both: first ${times[0]!.toFixed(1)} ms, best ${Math.min(...times).toFixed(1)} ms`,
  );
}
