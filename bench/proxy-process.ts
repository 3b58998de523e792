import { fork } from 'node:child_process';
import type { RoundRobinProxy } from '../tests/helpers/round-robin-proxy';

const CHILD = new URL('./round-robin-proxy-child.ts', import.meta.url);

/** The round-robin proxy, run in a child process (round-robin-proxy-child.ts). */
export async function startProxyProcess(): Promise<RoundRobinProxy> {
  const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: unknown }) => resolve(String(message.url)));
    child.once('exit', (code) => reject(new Error(`the proxy process exited (${code}) before listening`)));
  });
  return {
    url,
    setBackends: (backends) => void child.send({ backends }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
