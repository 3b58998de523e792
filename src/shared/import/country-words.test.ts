import { describe, expect, it } from 'vitest';
import { SOVEREIGN_COUNTRIES } from '../geo/countries';
import { importedCountryName } from './country-words';

describe('importedCountryName', () => {
  it('keeps a name the site knows, and names codes, spellings and other languages as the site does', () => {
    expect(
      [
        'Myanmar',
        'Burma',
        'MM',
        'MMR',
        'Türkiye',
        'TR',
        'tur',
        'CN',
        'chn',
        'USA',
        'Deutschland',
        'Myanmar (Burma)',
        'Myanmar (Birmanie)',
      ].map(importedCountryName),
    ).toEqual([
      'Myanmar',
      'Myanmar',
      'Myanmar',
      'Myanmar',
      'Turkey',
      'Turkey',
      'Turkey',
      'China',
      'China',
      'United States',
      'Germany',
      'Myanmar',
      'Myanmar',
    ]);
  });

  it('keeps what it cannot place as given, trimmed', () => {
    expect(importedCountryName('  Atlantis ')).toBe('Atlantis');
    expect(importedCountryName('XX')).toBe('XX');
    expect(importedCountryName('')).toBe('');
  });

  it('names every one of the 195 countries by the site’s name from its alpha-2 and alpha-3 codes', async () => {
    const { getAlpha2Codes, alpha2ToAlpha3 } = await import('i18n-iso-countries/index.js');
    const named = new Set<string>();
    for (const code of Object.keys(getAlpha2Codes())) {
      const name = importedCountryName(code);
      // A code for a place the site does not list (Bouvet Island) is kept as given.
      if (name === code) continue;
      expect(importedCountryName(alpha2ToAlpha3(code)!), code).toBe(name);
      named.add(name);
    }
    expect([...SOVEREIGN_COUNTRIES.keys()].filter((country) => !named.has(country))).toEqual([]);
  });
});
