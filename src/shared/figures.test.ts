import { describe, expect, it } from 'vitest';
import { roundFigure } from './figure-rounding';
import { fillFigures, type Figures } from './figures';

describe('figures', () => {
  it('round as the spec writes them', () => {
    expect(roundFigure(1551)).toBe('1,500+');
    expect(roundFigure(1500)).toBe('1,500');
    expect(roundFigure(53)).toBe('50+');
    expect(roundFigure(40)).toBe('40');
    expect(roundFigure(306)).toBe('300+');
    expect(roundFigure(7)).toBe('7');
    expect(roundFigure(50_230)).toBe('50k+');
    expect(roundFigure(0)).toBe('0');
  });

  it("fill a text with the figures, or keep its own words while the site is the spec's demo", () => {
    const text = 'Explore {places|1,500+} destinations in {countries} countries';
    const figures: Figures = {
      places: '300',
      countries: '40',
      unesco: null,
      parks: null,
      videos: null,
      miles: null,
    };
    expect(fillFigures(text, figures)).toBe('Explore 300 destinations in 40 countries');
    expect(fillFigures(text, { ...figures, places: null, countries: null })).toBe(
      'Explore 1,500+ destinations in 50+ countries',
    );
    expect(fillFigures('{email} and {unknown|x}', figures)).toBe('{email} and {unknown|x}');
  });
});
