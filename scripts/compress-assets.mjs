// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every hashed asset of the
// client build, served as they are (@fastify/static's preCompressed): the server compresses
// nothing per request, and the smallest encoding costs the build a few seconds once, not every
// visitor a wait.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ASSETS = 'dist/client/assets';
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/** Below this, compressing saves less than the headers cost (as @fastify/compress's threshold). */
const THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const files = (await readdir(ASSETS)).filter((name) => COMPRESSIBLE.test(name));
let compressed = 0;
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (name) => {
    const path = join(ASSETS, name);
    const source = await readFile(path);
    if (source.length < THRESHOLD) return;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    compressed++;
    before += source.length;
    after += br.length;
  }),
);
console.log(
  `compressed ${compressed} assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with Brotli`,
);
