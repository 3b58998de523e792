import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapPlace } from '#shared/map-data.ts';
import {
  foldText,
  matchLevel,
  rankSuggestions,
  SuggestionRanker,
  suggestionEntries,
  type FacetEntry,
} from './search-suggestions';

let nextId = 1;
function place(name: string, country: string, state: string | null = null): MapPlace {
  return {
    id: nextId++,
    latitude: 0,
    longitude: 0,
    status: 'visited',
    type: 'city',
    hasVideo: false,
    name,
    country,
    state,
  };
}

const PLACES = [
  place('Cádiz Old Town', 'Spain'),
  place('Tokyo', 'Japan'),
  place('Kyoto', 'Japan'),
  place('Ichiran Shibuya, Tokyo', 'Japan'),
  place('Stockholm Old Town', 'Sweden'),
  place('Going-to-the-Sun Road', 'United States', 'Montana'),
  place('Café du Monde', 'United States', 'Louisiana'),
  place('Yellowstone National Park', 'United States', 'Wyoming'),
  place('Zion National Park', 'United States', 'Utah'),
  place('   ', 'Nowhere'),
];
const facet = (label: string, count = 1, value = label): FacetEntry => ({ value, label, count });
const ENTRIES = suggestionEntries(PLACES, {
  country: [facet('Japan', 3), facet('Spain'), facet('Sweden'), facet('Türkiye'), facet('United States', 5)],
  state: [facet('Montana'), facet('Louisiana'), facet('Utah'), facet('Wyoming')],
  type: [facet('National Park', 2, 'national-park'), facet('City', 6, 'city')],
});
const labels = (typed: string, limit?: number) => rankSuggestions(ENTRIES, typed, limit).map((s) => s.label);

describe('foldText', () => {
  it('drops accents and case, and spells out letters without a mark', () => {
    expect(foldText('Cádiz')).toBe('cadiz');
    expect(foldText('TÜRKIYE')).toBe('turkiye');
    expect(foldText('Straße Øresund Łódź')).toBe('strasse oresund lodz');
  });
});

describe('matchLevel', () => {
  it('ranks the whole label, its start, a word start, every word, then anywhere', () => {
    expect(matchLevel('tokyo', 'tokyo')).toBe(0);
    expect(matchLevel('tokyo', 'tok')).toBe(1);
    expect(matchLevel('ichiran shibuya, tokyo', 'tok')).toBe(2);
    expect(matchLevel('going-to-the-sun road', 'sun')).toBe(2);
    expect(matchLevel('yellowstone national park', 'nat park')).toBe(3);
    expect(matchLevel('stockholm old town', 'tok')).toBeNull();
    expect(matchLevel('stockholm old town', 'ockh')).toBe(4);
    expect(matchLevel('kyoto', 'tok')).toBeNull();
  });
});

describe('rankSuggestions', () => {
  it('finds accented names from plain letters, and plain names from accented letters', () => {
    expect(labels('cadiz')).toEqual(['Cádiz Old Town']);
    expect(labels('CAFE')).toEqual(['Café du Monde']);
    expect(labels('turk')).toEqual(['Türkiye']);
    expect(labels('tökyo')).toEqual(['Tokyo', 'Ichiran Shibuya, Tokyo']);
  });

  it('puts labels starting with the text before those with a later word starting with it', () => {
    expect(labels('tok')).toEqual(['Tokyo', 'Ichiran Shibuya, Tokyo']);
    // "old" starts a later word in both towns: alphabetical among equals.
    expect(labels('old')).toEqual(['Cádiz Old Town', 'Stockholm Old Town']);
  });

  it('lists a facet before a place that matches as well, and a full match first', () => {
    expect(labels('japan')).toEqual(['Japan']);
    expect(labels('national park')).toEqual([
      'National Park',
      'Yellowstone National Park',
      'Zion National Park',
    ]);
    expect(labels('u')).toEqual(['United States', 'Utah']);
    expect(labels('s')).toEqual([
      'Spain',
      'Sweden',
      'Stockholm Old Town',
      'United States',
      'Going-to-the-Sun Road',
      'Ichiran Shibuya, Tokyo',
    ]);
    expect(labels('ok')).toEqual([]);
  });

  it('ignores spaces around and between the words, and blank names', () => {
    expect(labels('  nat   park ')).toEqual([
      'National Park',
      'Yellowstone National Park',
      'Zion National Park',
    ]);
    expect(labels('   ')).toEqual([]);
    expect(labels('nowhere')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(labels('s', 3)).toEqual(['Spain', 'Sweden', 'Stockholm Old Town']);
    const many = suggestionEntries(
      Array.from({ length: 20 }, (_, i) => place(`Park ${i}`, 'Chile')),
      { country: [], state: [], type: [] },
    );
    expect(rankSuggestions(many, 'park')).toHaveLength(8);
  });
});

describe('SuggestionRanker', () => {
  it('gives what a fresh ranking gives, whatever was typed before', () => {
    const words = ['park', 'parc', 'old', 'tokyo', 'tök', 'nat', 'n', 'a', '1', '12', 'café'];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }),
        (names, typed) => {
          const entries = suggestionEntries(
            names.map((name, i) => place(`${name.join(' ')} ${i + 1}`, 'Japan')),
            { country: [facet('Japan', names.length)], state: [], type: [facet('National Park')] },
          );
          const ranker = new SuggestionRanker(entries);
          // Each typed text, then its letters one by one, then backspaces: as a person types.
          for (const text of typed.flatMap((t) => [
            t,
            ...[...t].map((_, i) => t.slice(0, i + 1)),
            t.slice(0, 1),
          ]))
            expect(ranker.rank(text, 3)).toEqual(rankSuggestions(entries, text, 3));
        },
      ),
    );
  });

  it('keeps numbers in numeric order among equal matches', () => {
    const many = suggestionEntries(
      Array.from({ length: 20 }, (_, i) => place(`Park ${20 - i}`, 'Chile')),
      { country: [], state: [], type: [] },
    );
    expect(new SuggestionRanker(many).rank('park', 4).map((s) => s.label)).toEqual([
      'Park 1',
      'Park 2',
      'Park 3',
      'Park 4',
    ]);
  });
});
