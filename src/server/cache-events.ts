import { channel } from 'node:diagnostics_channel';

/**
 * Published each time a cached representation is rebuilt after a change, so the metrics can count
 * rebuilds without the caches knowing about them (node:diagnostics_channel costs nothing unheard).
 */
export const CACHE_REBUILT_CHANNEL = 'fru-world:cache-rebuilt';

export interface CacheRebuilt {
  /** Which cache: "locations", "map", "stats" … (or "representation" when it has no name). */
  cache: string;
  seconds: number;
  /** Where it was built: the main thread, or the worker thread of the whole-archive forms (off-thread-builds.ts). */
  thread: 'main' | 'worker';
}

const rebuilt = channel(CACHE_REBUILT_CHANNEL);

export function reportCacheRebuilt(event: CacheRebuilt): void {
  if (rebuilt.hasSubscribers) rebuilt.publish(event);
}
