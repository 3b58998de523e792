import { describe, expect, it } from 'vitest';
import { countryCodes, countryNamer } from './country-namer';

describe('countryCodes', () => {
  const codes = countryCodes();

  it('finds the ISO code of our English names', () => {
    expect(codes.get('United States')).toBe('US');
    expect(codes.get('Japan')).toBe('JP');
    expect(codes.get("Côte d'Ivoire")).toBe('CI');
    expect(codes.get('Myanmar')).toBe('MM');
    expect(codes.get('Saint Lucia')).toBe('LC');
    expect(codes.get('Kosovo')).toBe('XK');
  });

  it('gives France its own code, not an overseas department’s, and Myanmar its current one', () => {
    expect(codes.get('France')).toBe('FR');
    expect(codes.get('Myanmar')).toBe('MM');
    expect(codes.get('Serbia')).toBe('RS');
  });

  it('knows the 195 countries', () => {
    expect(codes.size).toBeGreaterThanOrEqual(195);
  });
});

describe('countryNamer', () => {
  it('names our countries in another language', () => {
    const countryLabel = countryNamer('es');
    expect(countryLabel('United States')).toBe('Estados Unidos');
    expect(countryLabel('Japan')).toBe('Japón');
    // Another spelling of a known country, and a name no code has.
    expect(countryLabel('USA')).toBe('Estados Unidos');
    expect(countryLabel('Atlantis')).toBe('Atlantis');
  });
});
