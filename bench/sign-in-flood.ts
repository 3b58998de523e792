// npx tsx bench/sign-in-flood.ts — does a flood of wrong sign-ins hold up the rest of the site?
// Serves a throwaway SQLite site in this process and sends FLOOD parallel wrong sign-ins (each a
// real scrypt, 128 MB) from as many addresses, while a static file is asked for every 25 ms. Prints
// the static file's latency alone and during the flood, how the sign-ins were answered, the flood's
// length and the process's peak memory: once with the cap on password checks lifted (what the
// site did before issue 40) and once with the default cap (auth/password-gate.ts). Asserts nothing.
//
//   FLOOD=30 (default)
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { ensureOwner } from '../src/server/auth/owner';
import { defaultChecksAtOnce } from '../src/server/auth/password-gate';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { percentile, round } from './browser';

const FLOOD = Number(process.env.FLOOD ?? 30);
const PASSWORD = 'flood bench owner password';

const dir = mkdtempSync(join(tmpdir(), 'fru-flood-'));
const clientDir = join(dir, 'client');
mkdirSync(join(clientDir, 'assets'), { recursive: true });
copyFileSync(join(import.meta.dirname, '..', 'index.html'), join(clientDir, 'index.html'));
writeFileSync(join(clientDir, 'assets', 'bench.js'), `/* ${'x'.repeat(20_000)} */\n`);
const url = `sqlite:${join(dir, 'flood.sqlite')}`;
const database = await openDatabase(url);
await migrateToLatest(database.db);
await ensureOwner(database.db, PASSWORD);

async function timed(address: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(address);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`static file: ${response.status}`);
  return performance.now() - start;
}

async function run(label: string, checksAtOnce: number) {
  await database.db.deleteFrom('rate_limits' as never).execute();
  const config = loadConfig({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '127.0.0.1',
    PASSWORD_CHECKS_AT_ONCE: String(checksAtOnce),
  });
  const { app } = await buildApp({ database, config, clientDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const file = `${base}/assets/bench.js`;

  const alone: number[] = [];
  for (let i = 0; i < 20; i += 1) alone.push(await timed(file));

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const statuses: number[] = [];
  const flood = Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.9.0.${i + 1}` },
        body: JSON.stringify({ password: `wrong ${i}` }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }),
  ).then(() => performance.now() - start);
  let done = false;
  void flood.then(() => (done = true));
  const during: number[] = [];
  while (!done) {
    during.push(await timed(file));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const floodMs = await flood;
  clearInterval(sampler);
  await app.close();

  const count = (status: number) => statuses.filter((s) => s === status).length;
  console.log(`\n${label} (password checks at once: ${checksAtOnce})`);
  console.log(`  static file alone:        p50 ${round(percentile(alone, 50))} ms`);
  console.log(
    `  static file during flood: p50 ${round(percentile(during, 50))} ms, max ${round(Math.max(...during))} ms (${during.length} requests)`,
  );
  console.log(
    `  ${FLOOD} wrong sign-ins: ${count(401)} checked (401), ${count(429)} refused (429) in ${round(floodMs)} ms`,
  );
  console.log(`  peak memory (RSS): ${Math.round(peak / 1024 / 1024)} MB`);
}

try {
  await run('Before: no cap on password checks', 256);
  await run('After: the default cap', defaultChecksAtOnce());
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
