import { describe, expect, it } from 'vitest';
import { figureMessage, fillFigures } from './figures';
import { headTags, inEnglish, localisedHead, translateText, type Translate } from './head';
import { placeHead } from './place-head';
import { MEDIA_KIT_META } from './media-kit';
import { FIGURE_MESSAGES, HIDDEN_PAGES, PAGES, SITE_IMAGE } from './routes';

// Issue 42: a page in another language says its head in that language; English as it was.

const SITE = 'https://fru.example';
/** A catalogue of a few messages, and its translator (as the client's i18n._, the server's translate). */
const CATALOGUE: Record<string, string> = {
  'Travel Statistics': 'Estadísticas de viaje',
  'About Me': 'Sobre mí',
  'Hi, I am Fru, the traveller behind Fru World: {places} destinations, {unesco} UNESCO sites, {countries} countries and a camera that never stays home.':
    'Hola, soy Fru: {places} destinos, {countries} países y {unesco} sitios de la UNESCO.',
  Visited: 'Visitado',
  "{place}: visited on Fru World's travel map.": '{place}: visitado en el mapa de viajes de Fru World.',
  '{name}: {status} in {country}, on Fru World': '{name}: {status} ({country}), en Fru World',
};
const spanish: Translate = (message, values) => inEnglish(CATALOGUE[message] ?? message, values);

/** Every text of the routes that a catalogue lists. */
const TEXTS = [
  ...[...PAGES, ...HIDDEN_PAGES].flatMap((page) => [page.title, page.description, page.image?.alt ?? '']),
  SITE_IMAGE.alt,
  MEDIA_KIT_META.title,
  MEDIA_KIT_META.description,
].filter(Boolean);

describe('the heads’ words in other languages', () => {
  it('list each text that names figures as its message, with `{places}` for `{places|1,500+}`', () => {
    const withFigures = TEXTS.filter((text) => text.includes('{'));
    expect(withFigures).toHaveLength(3);
    expect(withFigures.map((text) => figureMessage(text).message).sort()).toEqual(
      [...FIGURE_MESSAGES].sort(),
    );
    for (const message of FIGURE_MESSAGES) expect(message).not.toContain('|');
  });

  it('put a text’s figures back where its translation has them, for the figures to fill', () => {
    const aboutMe = PAGES.find((page) => page.path === '/about-me')!;
    const translated = translateText(aboutMe.description, spanish);
    expect(translated).toBe(
      'Hola, soy Fru: {places|1,500+} destinos, {countries|50+} países y {unesco|306} sitios de la UNESCO.',
    );
    expect(fillFigures(translated, undefined)).toBe(
      'Hola, soy Fru: 1,500+ destinos, 50+ países y 306 sitios de la UNESCO.',
    );
    // A text the catalogue lacks stays as it is, its figures' tokens and all.
    expect(translateText(SITE_IMAGE.alt, spanish)).toBe(SITE_IMAGE.alt);
  });

  it('leave every English head as it is', () => {
    for (const page of [...PAGES, ...HIDDEN_PAGES]) {
      expect(headTags(localisedHead(page, inEnglish), SITE)).toEqual(headTags(page, SITE));
      for (const text of [page.title, page.description]) expect(translateText(text, inEnglish)).toBe(text);
    }
  });

  it('translate a route’s words and the site image’s text, and leave an owner’s words as they wrote them', () => {
    const stats = PAGES.find((page) => page.path === '/stats')!;
    expect(localisedHead(stats, spanish).title).toBe('Estadísticas de viaje');
    const owned = { ...stats, title: 'Travel Statistics', description: 'My own words' };
    const head = localisedHead(owned, spanish, (text) => text !== 'Travel Statistics');
    expect(head.title).toBe('Travel Statistics');
    expect(head.description).toBe('My own words');
    // A page without an image of its own shares the site's, its text in the language.
    const about = PAGES.find((page) => page.path === '/about-me')!;
    expect(localisedHead(about, spanish).image).toEqual(SITE_IMAGE);
    expect(localisedHead({ ...about, path: undefined }, spanish).image).toBeUndefined();
  });
});

const PLACE = {
  id: 92,
  name: 'Yosemite National Park',
  type: 'national-park',
  status: 'visited',
  notes: '',
  country: 'United States',
  state: 'California',
  address: '',
  photos: [],
};

describe('a place’s head', () => {
  it('says its fixed words in English as it always has', () => {
    expect(placeHead(PLACE).description).toBe(
      "Yosemite National Park, California, United States: visited on Fru World's travel map.",
    );
    expect(placeHead(PLACE).image?.alt).toBe(
      'Yosemite National Park: Visited in United States, on Fru World',
    );
    const wish = { ...PLACE, status: 'wishlist', country: '', state: null, address: '' };
    expect(placeHead(wish).description).toBe("Yosemite National Park: wishlist on Fru World's travel map.");
    expect(placeHead(wish).image?.alt).toBe('Yosemite National Park: Wishlist, on Fru World');
    const own = { ...PLACE, status: 'Dreaming', address: 'Yosemite Valley' };
    expect(placeHead(own).description).toBe(
      "Yosemite National Park, Yosemite Valley: dreaming on Fru World's travel map.",
    );
    expect(placeHead(own).image?.alt).toBe('Yosemite National Park: Dreaming in United States, on Fru World');
  });

  it('says them in the page’s language, and the place’s own words as they are', () => {
    const head = placeHead(PLACE, spanish);
    expect(head.title).toBe('Yosemite National Park');
    expect(head.description).toBe(
      'Yosemite National Park, California, United States: visitado en el mapa de viajes de Fru World.',
    );
    expect(head.image?.alt).toBe('Yosemite National Park: Visitado (United States), en Fru World');
    expect(head.image?.url).toBe(placeHead(PLACE).image?.url);
    expect(placeHead({ ...PLACE, notes: 'Waterfalls.' }, spanish).description).toBe('Waterfalls.');
  });
});
