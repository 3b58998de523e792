import { AsyncLocalStorage } from 'node:async_hooks';
import type { ArchiveScale } from './archive-scale';
import type { DataVersion } from './db/data-version';

/**
 * How long a visitor's read waits for a rebuild, once the archive is large, before it gets the
 * previous value (a representation with its ETag, a page's body, a count) instead. What the owner
 * reads is always waited for: the owner reads their writes.
 */
export const STALE_AFTER_MS = 50;

/** Set while a build runs: whatever it reads of other values is theirs of this version. */
const insideBuild = new AsyncLocalStorage<true>();

interface Building<T> {
  version: string;
  value: Promise<T>;
  started: number;
}

/**
 * A value derived from the places (an index, a summary), built once per shared data version
 * (db/data-version.ts): a change made through any instance is seen at the next read. One build
 * runs at a time, however many requests arrive meanwhile; a failed build is tried again by the next.
 *
 * Given the archive's `scale`, once the archive is large (archive-scale.ts: by its size, never by
 * how long a build took) a read never waits longer than STALE_AFTER_MS for a rebuild: once the new
 * version's build has run that long, reads get the previous value (stale-while-revalidate) until it
 * is ready. A build that finishes sooner is waited for, and so is every build while the archive is
 * small: there a read after a write sees it, however busy the machine. A build that reads another
 * value always gets that value's current version, never its previous one: what it builds is kept as
 * this version's until the next change.
 */
export class VersionedValue<T> {
  #built: { version: string; value: T } | undefined;
  #building: Building<T> | undefined;
  /** A build for a newer version is due once the running (older) one ends. */
  #queued = false;
  /** No rebuild for stale readers before this (performance.now()). */
  #restUntil = 0;

  constructor(
    private readonly versions: DataVersion,
    /** Builds the value for this version (the data read may already be newer: the next read sees that). */
    private readonly build: (version: string) => Promise<T>,
    /** Without a scale, every read waits for the build of the current version. */
    private readonly options: { scale?: Pick<ArchiveScale, 'large'> } = {},
  ) {}

  /** The value of the current version; `fresh`: never the previous one (the owner reads their writes). */
  async get({ fresh = false }: { fresh?: boolean } = {}): Promise<T> {
    const version = await this.versions.current();
    const built = this.#built;
    if (built?.version === version) return built.value;
    if (fresh || insideBuild.getStore() || !built || !this.options.scale?.large) return this.#fresh(version);
    const building = this.#refresh(version);
    if (!building) return built.value;
    return firstOf(building.value, building.started + STALE_AFTER_MS - performance.now(), built.value);
  }

  /** The value of this version, or a newer one, waiting for its build. */
  async #fresh(version: string): Promise<T> {
    for (;;) {
      if (this.#built?.version === version) return this.#built.value;
      const building = this.#building;
      if (building?.version === version) return building.value;
      if (!building) return this.#start(version).value;
      // A build for an older version is running: let it finish, then build the newest.
      await building.value.catch(() => undefined);
      version = await this.versions.current();
    }
  }

  /**
   * The build of this version, started if none runs; undefined while an older one still runs, or
   * while the last one rests: a long build is followed by as long a rest before the next, so that
   * writes once a second never keep the process rebuilding all the time (readers get the previous value).
   */
  #refresh(version: string): Building<T> | undefined {
    const building = this.#building;
    if (building?.version === version) return building;
    if (!building) return performance.now() < this.#restUntil ? undefined : this.#start(version);
    if (!this.#queued) {
      this.#queued = true;
      const next = () => {
        this.#queued = false;
        return this.get();
      };
      building.value.then(next, next).catch(() => undefined);
    }
    return undefined;
  }

  #start(version: string): Building<T> {
    const value = insideBuild.run(true, () => this.build(version));
    const building = { version, value, started: performance.now() };
    this.#building = building;
    const settle = (result?: { value: T }) => {
      if (result) {
        this.#built = { version, value: result.value };
        const now = performance.now();
        const took = now - building.started;
        // A build a reader would not wait for (a long one) is followed by as long a rest.
        this.#restUntil = took > STALE_AFTER_MS ? now + took : 0;
      }
      if (this.#building === building) this.#building = undefined;
    };
    building.value.then(
      (result) => settle({ value: result }),
      () => settle(),
    );
    return building;
  }
}

/** The build's value if it is ready within `ms`, else (or if it fails) the previous one. */
function firstOf<T>(value: Promise<T>, ms: number, previous: T): Promise<T> {
  if (ms <= 0) return Promise.resolve(previous);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(previous), ms);
    value.then(
      (fresh) => (clearTimeout(timer), resolve(fresh)),
      () => (clearTimeout(timer), resolve(previous)),
    );
  });
}
