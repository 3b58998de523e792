// Runs Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) against the built site on a
// local port and prints every test. Tests that need TLS (HTTPS redirection, HSTS) cannot pass on
// plain http://127.0.0.1 and are reported separately.
//   npm run observatory
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startServer } from '../tests/e2e/server';

export const NEEDS_TLS = new Set(['redirection', 'strict-transport-security']);

export interface ObservatoryTest {
  name: string;
  pass: boolean | null;
  result: string;
  scoreModifier: number;
}

/** The package's install script downloads the HSTS preload list, which this machine cannot reach. */
function ensurePreloadList() {
  const root = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const file = join(root, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

export async function observe(
  hostWithPort: string,
): Promise<{ grade: string; score: number; tests: ObservatoryTest[] }> {
  ensurePreloadList();
  const { scan } = (await import('@mdn/mdn-http-observatory/src/scanner/index.js' as string)) as {
    scan: (host: string) => Promise<{
      scan: { grade: string; score: number };
      tests: Record<string, Omit<ObservatoryTest, 'name'>>;
    }>;
  };
  const result = await scan(hostWithPort);
  return {
    grade: result.scan.grade,
    score: result.scan.score,
    tests: Object.entries(result.tests).map(([name, test]) => ({
      name,
      pass: test.pass,
      result: test.result,
      scoreModifier: test.scoreModifier,
    })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer();
  try {
    const report = await observe(`127.0.0.1:${server.port}`);
    console.log(
      `HTTP Observatory on ${server.url}: grade ${report.grade}, score ${report.score} (without TLS)`,
    );
    for (const test of report.tests) {
      const mark = test.pass ? 'pass' : NEEDS_TLS.has(test.name) ? 'needs TLS' : 'FAIL';
      console.log(`${mark.padEnd(10)} ${test.name.padEnd(30)} ${test.result}`);
    }
  } finally {
    await server.stop();
  }
}
