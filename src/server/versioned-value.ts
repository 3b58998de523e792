import type { DataVersion } from './db/data-version';

/**
 * A value derived from the places (an index, a summary), built once per shared data version
 * (db/data-version.ts): a change made through any instance is seen at the next read. One build
 * runs at a time, however many requests arrive meanwhile; a failed build is tried again by the next.
 */
export class VersionedValue<T> {
  #built: { version: string; value: T } | undefined;
  #building: { version: string; value: Promise<T> } | undefined;

  constructor(
    private readonly versions: DataVersion,
    /** Builds the value for this version (the data read may already be newer: the next read sees that). */
    private readonly build: (version: string) => Promise<T>,
  ) {}

  async get(): Promise<T> {
    for (;;) {
      const version = await this.versions.current();
      if (this.#built?.version === version) return this.#built.value;
      const building = this.#building;
      if (building?.version === version) return building.value;
      if (!building) return this.#start(version);
      // A build for an older version is running: let it finish, then build the newest.
      await building.value.catch(() => undefined);
    }
  }

  #start(version: string): Promise<T> {
    const value = this.build(version);
    const building = { version, value };
    this.#building = building;
    const settle = (result?: { value: T }) => {
      if (result) this.#built = { version, value: result.value };
      if (this.#building === building) this.#building = undefined;
    };
    value.then(
      (result) => settle({ value: result }),
      () => settle(),
    );
    return value;
  }
}
