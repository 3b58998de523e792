// The worker thread that builds analytics_events' rows (the visitor hashes, the user agents, the
// countries, the JSON each insert sends) for the counter (counter.ts), so that the hashing, the
// parsing and their garbage are never the page requests' wait. Started by rows-off-thread.ts.
import { parentPort } from 'node:worker_threads';
import { eventRowsJson } from './event-rows';
import type { RowsAnswer, RowsRequest } from './rows-off-thread';

const port = parentPort;
if (!port) throw new Error('rows-worker.ts runs as a worker thread');

port.on('message', ({ id, job }: RowsRequest) => {
  eventRowsJson(job).then(
    (text) => port.postMessage({ id, text } satisfies RowsAnswer),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RowsAnswer),
  );
});
