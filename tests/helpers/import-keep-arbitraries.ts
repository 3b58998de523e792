import fc from 'fast-check';
import { asJson, type RawRequest } from './archive-arbitraries';

/**
 * Bodies of POST /api/import (and its preview) whose `keep` or `sources` is bad: not a list, not
 * text, empty, too long, with NUL, one source per place broken, or keeping a source the file does
 * not have. Rows like a place already there ride along, so an accepted body would show as a change.
 */
export function badKeepBody(places: readonly Record<string, unknown>[]): fc.Arbitrary<RawRequest> {
  const sources = places.map((_, i) => `line ${i + 2}`);
  const body = (extra: Record<string, unknown>) => ({ places, sources, ...extra });
  const notTextList = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.boolean(),
    fc.constant({}),
    fc.constant(null),
  );
  const badSource = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.constant(['line 2']),
    fc.integer({ min: 301, max: 2000 }).map((n) => 'l'.repeat(n)),
    fc.nat(10).map((at) => `${'l'.repeat(at)}\u0000`),
  );
  return fc.oneof(
    notTextList.map((keep) => asJson(`keep ${JSON.stringify(keep)}`)(body({ keep }))),
    badSource.map((source) => asJson(`keep [${JSON.stringify(source)}]`)(body({ keep: [source] }))),
    fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => !sources.includes(s) && !s.includes('\u0000'))
      .map((source) =>
        asJson(`keep names ${JSON.stringify(source)}, not in the file`)(body({ keep: [source] })),
      ),
    fc
      .integer({ min: places.length + 1, max: places.length + 50 })
      .map((n) => asJson(`keep "place ${n}" without sources`)({ places, keep: [`place ${n}`] })),
    notTextList.map((list) => asJson(`sources ${JSON.stringify(list)}`)(body({ sources: list }))),
    badSource.map((source) =>
      asJson(`sources with ${JSON.stringify(source)}`)(body({ sources: [...sources.slice(1), source] })),
    ),
    fc
      .integer({ min: 0, max: 5 })
      .filter((n) => n !== places.length)
      .map((n) =>
        asJson(`${n} sources for ${places.length} places`)(
          body({ sources: Array.from({ length: n }, (_, i) => `row ${i}`), keep: [] }),
        ),
      ),
    fc.constant(asJson('one source for two places')(body({ sources: sources.map(() => 'line 2') }))),
  );
}
