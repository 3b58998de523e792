// Decodes one HEIC image off the main thread (libheif compiled to WebAssembly runs synchronously):
// receives the file's bytes, answers { width, height, data } (RGBA) or { error }.
// Plain JavaScript so that Node runs it as it is, from the sources and from the build alike.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

try {
  const { width, height, data } = await decode({ buffer: workerData });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
