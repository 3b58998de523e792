// Every page route with its title and description; the server writes them into the HTML
// before any script runs, and the client sets them on navigation. Every public page is shared:
// canonical URL and sharing tags (shared/head.ts); the hidden ones stay out of search results.
// Their words are messages (`/*i18n*/`) of the other pages' catalogue and the server's, for the page
// in another language (shared/head.ts `localisedHead`); a text with figures is listed as its message
// in FIGURE_MESSAGES. The home page's and a place page's words, which every page's catalogue holds,
// are in site-words.ts.
import { HOME_META, SITE_FIGURE_MESSAGES, SITE_IMAGE_ALT } from './site-words';

export { NOT_FOUND_META } from './site-words';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Its sharing image, when not the site's (SITE_IMAGE). */
  image?: SharingImage;
}

export const BRAND = 'Fru World';

export interface SharingImage {
  /** A path on the site (or an absolute URL). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's sharing image, drawn by the server with the copy's figures (src/server/og). */
export const SITE_IMAGE: SharingImage = {
  url: '/og/home.png',
  width: 1200,
  height: 630,
  alt: SITE_IMAGE_ALT,
};

export const PAGES: readonly PageMeta[] = [
  { path: '/', ...HOME_META },
  {
    path: '/stats',
    title: /*i18n*/ 'Travel Statistics',
    description:
      /*i18n*/ 'My travels in numbers: places visited and planned, countries and US states, favourite types of places, the latest additions and visits by month.',
    // Drawn by the server with the live numbers (src/server/og).
    image: {
      url: '/og/stats.png',
      width: 1200,
      height: 630,
      alt: /*i18n*/ 'Fru World in numbers: places visited, planned and wishlisted, and the countries they are in',
    },
  },
  {
    path: '/trips',
    title: /*i18n*/ 'Trips',
    description:
      /*i18n*/ 'My journeys day by day: every trip with its route on the map, the stops in order, the countries crossed and the kilometres travelled.',
  },
  {
    path: '/about',
    title: /*i18n*/ 'About',
    description:
      /*i18n*/ 'Why I built Fru World: one interactive map of every place I have explored, with my photos, videos and honest notes to help you plan your own trips.',
  },
  {
    path: '/sponsor',
    title: /*i18n*/ 'Sponsorship Packages',
    description:
      /*i18n*/ 'Sponsor Fru World: Bronze ($99), Silver ($299, most popular) and Gold ($599) monthly packages, or a custom partnership for your travel brand.',
  },
  {
    path: '/advertise',
    title: /*i18n*/ 'Advertising Rates',
    description:
      /*i18n*/ 'Reach an engaged, global audience of travellers: display advertising from $199/month and sponsored content from $399/month. Ask for the media kit.',
  },
  {
    path: '/start-here',
    title: /*i18n*/ 'Start Here',
    description:
      /*i18n*/ 'New to Fru World? Learn how to explore the map, filter destinations, watch the videos and plan your next adventure in four quick steps.',
  },
  {
    path: '/about-me',
    title: /*i18n*/ 'About Me',
    description:
      'Hi, I am Fru, the traveller behind Fru World: {places|1,500+} destinations, {unesco|306} UNESCO sites, {countries|50+} countries and a camera that never stays home.',
  },
  {
    path: '/faqs',
    title: /*i18n*/ 'FAQs',
    description:
      /*i18n*/ 'Answers to common questions about Fru World: getting started, map features, technical help, my videos and planning a trip. Search or filter by topic.',
  },
  {
    path: '/contact',
    title: /*i18n*/ 'Contact',
    description:
      /*i18n*/ 'Get in touch: questions, place suggestions, feedback, business inquiries and collaborations. I reply to every message within 24-48 hours.',
  },
  {
    path: '/trip-packs',
    title: /*i18n*/ 'Trip Packs (Coming Soon)',
    description:
      /*i18n*/ 'Ready-made travel guides with itineraries, GPS coordinates, photo spots and insider tips. Join the waitlist to hear the day they launch.',
  },
  {
    path: '/privacy',
    title: /*i18n*/ 'Privacy Policy',
    description:
      /*i18n*/ 'What Fru World collects and why, who it is shared with (never sold), how it is protected, and the rights you have over your information.',
  },
  {
    path: '/terms',
    title: /*i18n*/ 'Terms of Service',
    description:
      /*i18n*/ 'The terms for using Fru World: permitted and prohibited uses, your suggestions, intellectual property, liability and travel safety.',
  },
  {
    path: '/affiliate-disclosure',
    title: /*i18n*/ 'Affiliate Disclosure',
    description:
      /*i18n*/ 'How affiliate links support Fru World at no extra cost to you, which partners I work with, and how I choose what to recommend.',
  },
];

/**
 * The texts above that name figures, as their messages: Lingui's message format takes no
 * `{places|1,500+}`, so a text is looked up with `{places}` (figures.ts `figureMessage`) and its
 * tokens come back in the translation. head.test.ts checks that each such text is here.
 */
export const FIGURE_MESSAGES = [
  ...SITE_FIGURE_MESSAGES,
  /*i18n*/ 'Hi, I am Fru, the traveller behind Fru World: {places} destinations, {unesco} UNESCO sites, {countries} countries and a camera that never stays home.',
] as const;

/** Pages that exist but stay out of the sitemap and search results. */
export const HIDDEN_PAGES: readonly PageMeta[] = [
  {
    path: '/inbox',
    title: /*i18n*/ 'Inbox',
    description: /*i18n*/ "The owner's inbox: messages, suggestions and the Trip Packs waitlist.",
  },
  {
    path: '/trash',
    title: /*i18n*/ 'Trash',
    description: /*i18n*/ "The owner's deleted places, to restore or delete for good.",
  },
  {
    path: '/duplicates',
    title: /*i18n*/ 'Possible duplicates',
    description: /*i18n*/ "The owner's places with similar names close together, to merge or keep apart.",
  },
  {
    path: '/places-from-photos',
    title: /*i18n*/ 'Places from photos',
    description: /*i18n*/ "The owner's photos, grouped by where they were taken, made into places.",
  },
  {
    // A route with a param: the server registers it as it is (Fastify's /trips/:id/edit).
    path: '/trips/:id/edit',
    title: /*i18n*/ 'Edit trip',
    description: /*i18n*/ "The owner's trip editor: days, stops, tracks and share links.",
  },
  {
    path: '/owner/audience',
    title: /*i18n*/ 'Audience',
    description: /*i18n*/ "The owner's audience: visitors, views, where they come from and what they open.",
  },
  {
    path: '/waitlist/leave',
    title: /*i18n*/ 'Leave the waitlist',
    description: /*i18n*/ 'Leave the Trip Packs waitlist.',
  },
];

/**
 * The home screen's lazy chunks, by the name the client build gives them (their module's file name):
 * the server preloads `screen` with the home page's HTML in both views, and `map` in the map view
 * (src/server/preload.ts). vite.config.ts fails the build when one of them is missing.
 */
export const HOME_CHUNKS = { screen: 'home-page', map: 'map' } as const;

export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

export function findPage(path: string): PageMeta | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...PAGES, ...HIDDEN_PAGES].find((page) => page.path === normalized);
}
