import { performance } from 'node:perf_hooks';
import type { OwnerWrites } from './owner-writes';

/** The promise of issue 13: a read through any instance sees a write within a second of its acknowledgement. */
export const STALE_AFTER_MS = 1_000;
const PAUSE_AFTER_FAILURE_MS = 50;

/**
 * Reads one instance directly (not through the load balancer), back to back, as a visitor would:
 * the map data and the statistics. Notes when the instance first showed each write, and counts
 * the reads that started more than STALE_AFTER_MS after a write was acknowledged and still did
 * not show it (or showed it on the map but not in the statistics, or the reverse).
 */
export class VisibilityChecker {
  reads = 0;
  staleReads = 0;
  failedReads = 0;
  /** When a read that showed write n (or a later one) first started, at [n]. */
  readonly #firstShownAt: number[] = [0];

  constructor(
    private readonly url: string,
    private readonly writes: OwnerWrites,
    /** The places there were before the owner's first write: the demo seed. */
    private readonly placesBefore: number,
  ) {}

  /** The newest write this instance has shown. */
  get newestShown(): number {
    return this.#firstShownAt.length - 1;
  }

  async run(done: () => boolean): Promise<void> {
    while (!done()) {
      const started = performance.now();
      const shown = await this.#newestWriteShown().catch(() => undefined);
      if (shown === undefined) {
        this.failedReads += 1;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS));
        continue;
      }
      this.reads += 1;
      while (this.newestShown < shown) this.#firstShownAt.push(started);
      if (shown < this.#dueBy(started)) this.staleReads += 1;
    }
  }

  /**
   * For each acknowledged write, how long after its acknowledgement the first read that showed it
   * on this instance started (an upper bound, as coarse as one read); undefined when none did.
   */
  timesToVisibility(): (number | undefined)[] {
    return this.writes.acknowledged.map((acknowledged, i) => {
      const shownAt = this.#firstShownAt[i + 1];
      return shownAt === undefined ? undefined : Math.max(0, shownAt - acknowledged);
    });
  }

  /** The newest write a read starting now must show: the last one acknowledged more than STALE_AFTER_MS ago. */
  #dueBy(now: number): number {
    const acknowledged = this.writes.acknowledged;
    let n = acknowledged.length;
    while (n > 0 && acknowledged[n - 1]! > now - STALE_AFTER_MS) n--;
    return n;
  }

  /** The newest write both the map and the statistics reflect, or -1 when they show a state no write left. */
  async #newestWriteShown(): Promise<number> {
    const map = (await this.#get('/api/locations/map/names')) as { names: string[] };
    const stats = (await this.#get('/api/stats')) as {
      totalLocations: number;
      recentlyAdded: { name: string }[];
    };
    const onMap = this.writes.writeShownBy(map.names);
    const inStats = this.writes.writeShownBy(stats.recentlyAdded.map((place) => place.name));
    const totalAgrees =
      stats.totalLocations === this.placesBefore + (this.writes.placesAfter(inStats) ?? NaN);
    return totalAgrees ? Math.min(onMap, inStats) : -1;
  }

  async #get(path: string): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }
}
