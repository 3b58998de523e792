import { describe, expect, it } from 'vitest';
import { parsePlaceSegment, placePath, slugify } from './place-url';

describe('place URLs', () => {
  it('slug a name for people and search engines', () => {
    expect(slugify('Yosemite National Park')).toBe('yosemite-national-park');
    expect(slugify('  Cádiz, Andalucía! ')).toBe('cadiz-andalucia');
    expect(slugify('<b>Tokyo</b> & "Kyoto"')).toBe('b-tokyo-b-kyoto');
    expect(slugify('東京タワー')).toBe('東京タワー');
    expect(slugify('🏔️🏔️')).toBe('place');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('build a path whose segment parses back to the id and slug', () => {
    for (const name of ['Yosemite National Park', '東京タワー', 'Ünïcödé Plaça', '%%%']) {
      const path = placePath({ id: 92, name });
      expect(path.startsWith('/places/92-')).toBe(true);
      expect(parsePlaceSegment(path.slice('/places/'.length))).toEqual({ id: 92, slug: slugify(name) });
    }
  });

  it('refuse segments that are not a place id', () => {
    for (const segment of ['', 'abc', '0', '-1', '92x', '0092-a', '1234567890123456', '2147483648', '1.5']) {
      expect(parsePlaceSegment(segment), segment).toBeUndefined();
    }
    expect(parsePlaceSegment('92')).toEqual({ id: 92, slug: '' });
    expect(parsePlaceSegment('2147483647-x')).toEqual({ id: 2147483647, slug: 'x' });
    expect(parsePlaceSegment('92-%E0%A4%A')).toEqual({ id: 92, slug: '%E0%A4%A' });
  });
});
