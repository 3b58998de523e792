// The worker thread that builds the whole-archive representations (the place list, the map data, the
// statistics) with a database connection of its own, so that at 100,000 places the seconds of row
// decoding, JSON, hashing and garbage collection never hold up the main thread's requests. It hands
// back the bytes as transferred buffers (no copy). Started by off-thread-builds.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { WHOLE_ARCHIVE_FORMS } from './cached-json';
import { openReader } from './db/reader';
import type { BuildAnswer, BuildRequest, WorkerData } from './off-thread-builds';
import { buildRepresentation } from './representation-build';

/** The bytes in an ArrayBuffer of their own, which can be transferred (a small Buffer shares a pool's). */
function owned(parts: readonly Buffer[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const port = parentPort;
if (!port) throw new Error('representation-worker.ts runs as a worker thread');
const db = await openReader((workerData as WorkerData).location);

port.on('message', ({ id, job }: BuildRequest) => {
  void (async (): Promise<BuildAnswer> => {
    try {
      const built = await buildRepresentation(WHOLE_ARCHIVE_FORMS[job.form](db), job);
      return {
        id,
        etag: built.etag,
        identity: owned(built.identity, built.identityLength),
        br: owned([built.br], built.br.length),
        gzip: owned([built.gzip], built.gzip.length),
      };
    } catch (error) {
      const { message, code } = error as { message?: unknown; code?: unknown };
      return {
        id,
        error: {
          message: typeof message === 'string' ? message : String(error),
          ...(typeof code === 'string' ? { code } : {}),
        },
      };
    }
  })().then((answer) =>
    port.postMessage(
      answer,
      'error' in answer ? [] : [answer.identity.buffer, answer.br.buffer, answer.gzip.buffer],
    ),
  );
});
