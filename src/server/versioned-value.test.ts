import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { DataVersion } from './db/data-version';
import { STALE_AFTER_MS, VersionedValue } from './versioned-value';

/** A build that takes several times STALE_AFTER_MS, yet well under a second. */
const LONG_MS = 6 * STALE_AFTER_MS;
const large = { large: true };
const small = { large: false };

/** A data version moved by hand, and a value whose builds take as long as told. */
function world(buildMs: number) {
  let version = 1;
  const versions: DataVersion = {
    current: async () => String(version),
    changed: () => {},
    close: async () => {},
  };
  const state = { buildMs, builds: 0 };
  const build = async (at: string) => {
    state.builds += 1;
    await sleep(state.buildMs);
    return `value of ${at}`;
  };
  return { versions, build, state, write: () => (version += 1) };
}

/** After a long build, the next one for stale readers waits as long again. */
const rest = () => sleep(LONG_MS + 100);

/**
 * The value a reader gets once the running build is done: asked again until it comes, since a
 * loaded machine stretches every build and rest (the order of events is what is tested, not times).
 */
const eventually = (read: () => Promise<string>, expected: string) =>
  expect.poll(read, { timeout: 40 * LONG_MS }).toBe(expected);

describe('VersionedValue, serving the previous value while a long rebuild runs', () => {
  it('once the archive is large, gives a reader the previous value instead of waiting for a rebuild', async () => {
    const { versions, build, write } = world(LONG_MS);
    const value = new VersionedValue(versions, build, { scale: large });
    expect(await value.get()).toBe('value of 1');
    await rest();
    write();
    expect(await value.get()).toBe('value of 1');
    await eventually(() => value.get(), 'value of 2');
  });

  it('while the archive is small, a reader waits for every rebuild, however long: it sees the write', async () => {
    const { versions, build, write } = world(LONG_MS);
    const value = new VersionedValue(versions, build, { scale: small });
    expect(await value.get()).toBe('value of 1');
    await rest();
    write();
    expect(await value.get()).toBe('value of 2');
  });

  it('waits for a short rebuild of a large archive: a read after a write sees it', async () => {
    const { versions, build, write } = world(1);
    const value = new VersionedValue(versions, build, { scale: large });
    expect(await value.get()).toBe('value of 1');
    write();
    expect(await value.get()).toBe('value of 2');
  });

  it('always waits without a scale, or when asked for a fresh value (the owner reads their write)', async () => {
    const { versions, build, write } = world(LONG_MS);
    const value = new VersionedValue(versions, build);
    await value.get();
    write();
    expect(await value.get()).toBe('value of 2');
    const visitors = new VersionedValue(versions, build, { scale: large });
    await visitors.get();
    write();
    const [visitor, owner] = await Promise.all([visitors.get(), visitors.get({ fresh: true })]);
    expect([visitor, owner]).toEqual(['value of 2', 'value of 3']);
  });

  it('builds once however many readers arrive, and the newest version after an older build', async () => {
    const { versions, build, state, write } = world(LONG_MS);
    const value = new VersionedValue(versions, build, { scale: large });
    await value.get();
    await rest();
    write();
    const reads = await Promise.all(Array.from({ length: 50 }, () => value.get()));
    expect(new Set(reads)).toEqual(new Set(['value of 1']));
    write();
    expect(await value.get()).toBe('value of 1');
    // The build of version 2 ends, then the newest is built: 3, never 2 alone after it.
    await eventually(() => value.get(), 'value of 3');
    expect(state.builds).toBe(3);
  });

  it("builds from another value's current version, never its previous one", async () => {
    const { versions, build, write } = world(LONG_MS);
    const inner = new VersionedValue(versions, build, { scale: large });
    const outer = new VersionedValue(versions, async () => `outer of ${await inner.get()}`, { scale: large });
    expect(await outer.get()).toBe('outer of value of 1');
    await rest();
    write();
    // A visitor may get the previous outer value meanwhile, never an outer value of version 2 built
    // from the inner value of version 1 (it would be kept as version 2's until the next change).
    await eventually(() => outer.get(), 'outer of value of 2');
  });

  it('keeps serving the previous value when a rebuild fails, and tries again', async () => {
    const { versions, state, write } = world(0);
    let fail = false;
    const value = new VersionedValue(
      versions,
      async (at) => {
        state.builds += 1;
        await sleep(LONG_MS);
        if (fail) throw new Error('the database went away');
        return `value of ${at}`;
      },
      { scale: large },
    );
    await value.get();
    await rest();
    write();
    fail = true;
    expect(await value.get()).toBe('value of 1');
    // The rebuild fails: readers still get the previous value, and the next read tries again.
    await expect.poll(() => state.builds, { timeout: 40 * LONG_MS }).toBe(2);
    await rest();
    expect(await value.get()).toBe('value of 1');
    fail = false;
    await eventually(() => value.get(), 'value of 2');
  });
});
