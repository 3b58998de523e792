import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What a wrk run measured: requests a second and the latency of every answer, in milliseconds. */
export interface WrkFigures {
  'requests/s': number;
  'reads p50 ms': number;
  'reads p99 ms': number;
  'reads max ms': number;
  'socket errors': number;
  timeouts: number;
  'non-2xx/3xx': number;
}

const MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 } as const;
const durationMs = (text: string) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed a duration it did not explain: ${text}`);
  return Number(match[1]) * MS[match[2] as keyof typeof MS];
};

/**
 * Reads `paths` of `origin` in turn from `connections` connections for `seconds`, brotli accepted,
 * with wrk (Debian's `wrk` package): a client in C, in a process of its own, that reads answers
 * without decoding them, so the figures are the server's. (autocannon, in Node, made every body a
 * string: at 100,000 places it read the map data at 52 requests a second where wrk read 2,077.)
 * Answers slower than 30 s count as timeouts; none is left out of the latencies before that.
 *
 * Flat out (no think time), each connection sends its next request the moment an answer ends: the
 * server is saturated and the latencies are mostly the queue wrk keeps full (on this 2-core
 * machine, at 100,000 places, /healthz alone flat out had a p99 of 145 to 351 ms in three runs),
 * so they measure throughput. With a think time, the connections are visitors reading at a given
 * pace, and the latencies are the server's answer times at that load.
 */
export async function wrkLoad(
  origin: string,
  paths: string[],
  connections: number,
  seconds: number,
  /** Each connection waits this long after an answer before its next request; 0: at once (flat out). */
  thinkMs = 0,
) {
  const script = join(tmpdir(), `fru-bench-${process.pid}.lua`);
  writeFileSync(
    script,
    `local paths = ${JSON.stringify(paths).replace('[', '{').replace(/]$/, '}')}
local i = 0
wrk.headers["accept-encoding"] = "br"
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
${thinkMs > 0 ? `function delay() return ${thinkMs} end` : ''}
`,
  );
  const { stdout } = await promisify(execFile)(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script, origin],
    { maxBuffer: 1 << 20 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('This benchmark needs wrk: apt-get install wrk');
    throw error;
  });
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const latency = (pattern: RegExp) => durationMs(pattern.exec(stdout)?.[1] ?? '0ms');
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    'requests/s': Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    'reads p50 ms': latency(/\s50%\s+([\d.]+\w+)/),
    'reads p99 ms': latency(/\s99%\s+([\d.]+\w+)/),
    'reads max ms': latency(/Latency\s+\S+\s+\S+\s+([\d.]+\w+)/),
    'socket errors': errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
    'non-2xx/3xx': number(/Non-2xx or 3xx responses: (\d+)/),
  } satisfies WrkFigures;
}
