// npm run bench:photos — the owner drops 200 photos of 12 megapixels at once (PHOTOS, MEGAPIXELS
// change it) on the production build, while visitors keep reading the place list. Prints photos
// per second, the server's peak memory, and the visitors' latency before and during the processing.
// Asserts nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { OWNER_PASSWORD, startServer } from '../tests/e2e/server';
import { PHOTOS_RESULTS, withPhotosSection, type PhotosFigures } from './photos-report';

const PHOTOS = Number(process.env.PHOTOS ?? 200);
const MEGAPIXELS = Number(process.env.MEGAPIXELS ?? 12);
/** The browser sends 3 at a time; a script could send them all: the bench sends all at once. */
const AT_ONCE = Number(process.env.AT_ONCE ?? PHOTOS);
const VISITORS = 10;

/** Peak resident memory of a process so far (Linux's VmHWM), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A camera-like JPEG: softened noise, so it compresses like a photo (about 2 MB at 12 MP and quality 92). */
async function cameraPhoto(index: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((MEGAPIXELS * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + index * 10, sigma: 50 },
    },
  })
    .blur(2)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** POSTs one file and waits as long as its turn takes (fetch gives up on headers after 300 s). */
function postFile(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const server = await startServer({ LOG_LEVEL: 'warn' });
const pid = server.process.pid!;
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ password: OWNER_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  console.log(`Making ${PHOTOS} photos of ${MEGAPIXELS} megapixels…`);
  // Distinct files (the same file twice is stored once): a few bases, each with its own bytes appended.
  const bases = await Promise.all([0, 1, 2, 3].map(cameraPhoto));
  const files = Array.from({ length: PHOTOS }, (_, i) =>
    Buffer.concat([bases[i % bases.length]!, Buffer.from(`photo ${i}`)]),
  );
  const averageMb = files.reduce((sum, f) => sum + f.length, 0) / files.length / 1024 / 1024;

  const visitorLoad = (duration: number) =>
    autocannon({
      url: `${server.url}/api/locations`,
      connections: VISITORS,
      duration,
      headers: { 'accept-encoding': 'br' },
    });
  const idle = await visitorLoad(5);
  const memoryBefore = peakMemoryMb(pid);

  const started = performance.now();
  let done = 0;
  let failed = 0;
  const uploads = (async () => {
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const status = await postFile(
          `${server.url}/api/media`,
          { origin: server.url, cookie, 'content-type': 'application/octet-stream' },
          file,
        );
        if (status === 201) done += 1;
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, files.length) }, worker));
    return (performance.now() - started) / 1000;
  })();
  // Visitors read the list for as long as the photos are processed (in 5 s rounds).
  const during: autocannon.Result[] = [];
  let finished = false;
  void uploads.then(() => (finished = true));
  while (!finished) during.push(await visitorLoad(5));
  const seconds = await uploads;

  const p99s = during.map((r) => r.latency.p99).sort((a, b) => a - b);
  const figures: PhotosFigures = {
    date: new Date().toISOString().slice(0, 10),
    photos: PHOTOS,
    megapixels: MEGAPIXELS,
    averageFileMb: Number(averageMb.toFixed(1)),
    stored: done,
    failed,
    seconds: Number(seconds.toFixed(1)),
    photosPerSecond: Number((done / seconds).toFixed(2)),
    peakMemoryBeforeMb: memoryBefore,
    peakMemoryMb: peakMemoryMb(pid),
    visitorP99IdleMs: idle.latency.p99,
    visitorP99WorstMs: p99s.at(-1) ?? 0,
    visitorP99MedianMs: p99s[Math.floor(p99s.length / 2)] ?? 0,
    visitorRequests: during.reduce((sum, r) => sum + r.requests.total, 0),
    visitorErrors: during.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
  console.table(figures);
  // The figures go to bench/photos-results.json and RESULTS.md's Photos section (when both are
  // the defaults: a smaller or quicker run prints only).
  if (PHOTOS === 200 && MEGAPIXELS === 12 && AT_ONCE === PHOTOS) {
    writeFileSync(PHOTOS_RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
    writeFileSync('bench/RESULTS.md', withPhotosSection(readFileSync('bench/RESULTS.md', 'utf8'), figures));
    console.log(`Written to ${PHOTOS_RESULTS} and bench/RESULTS.md`);
  }
} finally {
  await server.stop();
}
