import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is `name` beside this module: JavaScript in dist/server
 * (scripts/build-server.mjs bundles each entry there); from the sources (tests, dev), TypeScript,
 * loaded through tsx's loader registered in the worker first (Node 20 does not apply the parent's
 * `--import tsx` to a worker's entry).
 */
export function startWorker(name: string, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  // tsx's ESM API as an ES module (require.resolve names its CommonJS twin beside it).
  const api = new URL('index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api'))).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
