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

describe('PlaceIndex search answers', () => {
  it('answers the ids whose text holds the query, ignoring case, the same when asked again', () => {
    const places = index();
    expect(JSON.parse(places.searchAnswer('LAKE'))).toEqual({ ids: [3, 9] });
    expect(places.searchAnswer('lake')).toBe(places.searchAnswer('Lake'));
    expect(JSON.parse(places.searchAnswer('coat'))).toEqual({ ids: [9] });
    expect(JSON.parse(places.searchAnswer('desert'))).toEqual({ ids: [] });
    // A query asked before another is still answered rightly after it.
    expect(JSON.parse(places.searchAnswer('lake'))).toEqual({ ids: [3, 9] });
  });
});
