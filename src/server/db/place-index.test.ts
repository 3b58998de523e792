import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PlaceIndex } from './place-index';

const index = () =>
  new PlaceIndex(
    Int32Array.from([3, 7, 9]),
    ['lake road\nquiet', 'park lane', 'lakeside\nbring a coat'],
    ['2026-01-01', '2026-01-02', '2026-01-03'],
    ['2026-01-01', '2026-01-02', '2026-01-03'],
    [null, '2026-01-05', '2026-01-04'],
  );

/** The answer as a client reads it, in each encoding the route sends. */
async function read(places: PlaceIndex, q: string) {
  const answer = await places.searchAnswer(q);
  const identity = Buffer.concat(answer.identity).toString();
  expect(brotliDecompressSync(answer.br).toString()).toBe(identity);
  expect(gunzipSync(answer.gzip).toString()).toBe(identity);
  return JSON.parse(identity) as unknown;
}

describe('PlaceIndex search answers', () => {
  it('answers the ids whose text holds the query, ignoring case, in every encoding', async () => {
    const places = index();
    expect(await read(places, 'LAKE')).toEqual({ ids: [3, 9] });
    expect(await read(places, 'coat')).toEqual({ ids: [9] });
    expect(await read(places, 'desert')).toEqual({ ids: [] });
    // A query asked before another is still answered rightly after it.
    expect(await read(places, 'lake')).toEqual({ ids: [3, 9] });
  });

  it('builds and compresses an answer once, however many visitors ask it', async () => {
    const places = index();
    const first = await places.searchAnswer('lake');
    expect(await places.searchAnswer('Lake')).toBe(first);
    expect(await places.searchAnswer('LAKE')).toBe(first);
    // Another query's answer is another ETag; the same ids give the same ETag in a new index.
    expect((await places.searchAnswer('park')).etag).not.toBe(first.etag);
    expect((await index().searchAnswer('lake')).etag).toBe(first.etag);
  });
});
