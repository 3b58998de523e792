import { describe, expect, it } from 'vitest';
import { joinVisit, keepsLaterVisit } from './join-visit';

describe('what joining photos does to a place’s visit', () => {
  it('makes a planned place Visited on the photos’ date', () => {
    expect(joinVisit({ status: 'planned', visitedAt: null }, '2023-08-15')).toEqual({
      status: 'visited',
      visitedAt: '2023-08-15',
    });
    expect(joinVisit({ status: 'wishlist', visitedAt: null }, null)).toEqual({ status: 'visited' });
  });

  it('moves an earlier visit date on to the photos’ date', () => {
    expect(joinVisit({ status: 'visited', visitedAt: '2020-01-02' }, '2023-08-15')).toEqual({
      visitedAt: '2023-08-15',
    });
  });

  it('keeps a later visit, and its status, and changes no date for photos without one', () => {
    expect(keepsLaterVisit({ visitedAt: '2024-05-01' }, '2023-08-15')).toBe(true);
    expect(joinVisit({ status: 'planned', visitedAt: '2024-05-01' }, '2023-08-15')).toEqual({});
    expect(joinVisit({ status: 'visited', visitedAt: '2024-05-01' }, null)).toEqual({});
    expect(joinVisit({ status: 'visited', visitedAt: '2023-08-15' }, '2023-08-15')).toEqual({});
    expect(joinVisit({ status: 'planned', visitedAt: '2023-08-15' }, '2023-08-15')).toEqual({
      status: 'visited',
    });
  });
});
