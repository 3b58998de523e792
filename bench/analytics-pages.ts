// One instance of the site for part 1 of bench/analytics.ts, in a process of its own (as each
// instance is in production: no other instance's garbage is collected in its time), with counting
// on or off (ANALYTICS). Told by its parent to serve a block of requests, it answers with each
// request's time once the block's views are written and its garbage collected.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../src/server/app';
import { addressOf, browserOf } from './analytics-data';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/index';

export interface BlockOrder {
  /** How long to serve, in ms. */
  ms: number;
  /** Requests in flight at a time. */
  concurrency: number;
  /** The first request's number: each request comes from another address and browser. */
  first: number;
}

export interface BlockAnswer {
  times: number[];
  /** The main thread's busy time over the block and its write, in ms. */
  busy: number;
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const url = process.env.DATABASE_URL ?? '';
const database = await openDatabase(url);
const config = loadConfig({
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  ANALYTICS: process.env.ANALYTICS,
});
const { app } = await buildApp({ database, config, clientDir: process.env.CLIENT_DIR });
await app.ready();

process.on('message', (order: BlockOrder | 'close') => {
  if (order === 'close') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
    return;
  }
  void (async () => {
    const times: number[] = [];
    const utilization = performance.eventLoopUtilization();
    let sent = order.first;
    const until = performance.now() + order.ms;
    await Promise.all(
      Array.from({ length: order.concurrency }, async () => {
        while (performance.now() < until) {
          const i = sent++;
          const started = performance.now();
          await app.inject({
            method: 'GET',
            url: `/stats?utm_source=bench${i % 7}`,
            remoteAddress: addressOf(10, i),
            headers: { 'user-agent': browserOf(i) },
          });
          times.push(performance.now() - started);
        }
      }),
    );
    // Written, and collected, before the other instance's block starts.
    await app.analytics.flush();
    const busy = performance.eventLoopUtilization(utilization).active;
    collectGarbage();
    process.send?.({ times, busy } satisfies BlockAnswer);
  })();
});
process.send?.('ready');
