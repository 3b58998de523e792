import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQS } from '#shared/pages/defaults/faqs.ts';
import { filterFaqs } from './filter-faqs';

const faqs = [
  { id: 'a', category: 'features', question: 'What do the pin colors mean?', answer: 'Green is visited.' },
  {
    id: 'b',
    category: 'technical',
    question: 'Which browsers work?',
    answer: 'All current ones, with colors intact.',
  },
  { id: 'c', category: 'trip-planning', question: 'How do I plan a trip?', answer: 'Use the MAP filters.' },
] as const;
const ids = (list: readonly { id: string }[]) => list.map((f) => f.id);

describe('filterFaqs', () => {
  it('keeps everything without search or category', () => {
    expect(ids(filterFaqs(faqs, '', 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterFaqs(faqs, '   ', 'all'))).toEqual(['a', 'b', 'c']);
  });
  it('searches question and answer case-insensitively', () => {
    expect(ids(filterFaqs(faqs, 'COLORS', 'all'))).toEqual(['a', 'b']);
    expect(ids(filterFaqs(faqs, 'map filters', 'all'))).toEqual(['c']);
    expect(ids(filterFaqs(faqs, 'Browsers', 'all'))).toEqual(['b']);
  });
  it('combines the search with the category', () => {
    expect(ids(filterFaqs(faqs, 'colors', 'technical'))).toEqual(['b']);
    expect(ids(filterFaqs(faqs, '', 'trip-planning'))).toEqual(['c']);
    expect(filterFaqs(faqs, 'colors', 'trip-planning')).toEqual([]);
  });
});

describe('the FAQ entries', () => {
  it('has at least 15 entries with unique ids, covering every category', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(FAQS.length);
    for (const { id } of FAQ_CATEGORIES) expect(filterFaqs(FAQS, '', id).length, id).toBeGreaterThan(0);
  });
});
