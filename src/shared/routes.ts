// Every page route with its title and description; the server writes them into the HTML
// before any script runs, and the client sets them on navigation.
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Home, stats, about, sponsor and advertise also carry a canonical URL and sharing tags. */
  share: boolean;
}

export const BRAND = 'Fru World';

export const PAGES: readonly PageMeta[] = [
  { path: '/', title: 'Interactive Travel Map', description: 'Explore 1,500+ destinations I have visited, planned or wishlisted: national parks, UNESCO sites, cities and hidden gems on one interactive world map.', share: true },
  { path: '/stats', title: 'Travel Statistics', description: 'My travel in numbers: places visited and planned, countries, US states, top location types and visits by month.', share: true },
  { path: '/about', title: 'About Fru World', description: 'Why I built Fru World: an interactive map of every place I have explored, with photos, videos and honest notes to help you plan your own trips.', share: true },
  { path: '/sponsor', title: 'Sponsor Fru World', description: 'Sponsorship packages for travel brands: Bronze, Silver and Gold, from $99 a month, plus custom partnerships.', share: true },
  { path: '/advertise', title: 'Advertise with Fru World', description: 'Reach an engaged, global audience of travellers: display advertising from $199/month and sponsored content from $399/month.', share: true },
  { path: '/start-here', title: 'Start Here', description: 'New to Fru World? Here is how to explore the map, filter destinations, watch the videos and plan your next adventure.', share: false },
  { path: '/about-me', title: 'About Me', description: 'Hi, I am the traveller behind Fru World: 1,500+ destinations, 50+ countries and a camera that never stays home.', share: false },
  { path: '/faqs', title: 'FAQs', description: 'Answers to common questions about Fru World: using the map, the videos, trip planning and more.', share: false },
  { path: '/contact', title: 'Contact', description: 'Get in touch: questions, place suggestions, feedback, business inquiries and collaborations. I reply within 24-48 hours.', share: false },
  { path: '/trip-packs', title: 'Trip Packs (Coming Soon)', description: 'Ready-made travel guides with itineraries, GPS coordinates, photo spots and insider tips. Join the waitlist to hear first.', share: false },
  { path: '/privacy', title: 'Privacy Policy', description: 'What Fru World collects, why, how it is protected, and the rights you have over your information.', share: false },
  { path: '/terms', title: 'Terms of Service', description: 'The terms for using Fru World: permitted uses, content, liability and travel safety.', share: false },
  { path: '/affiliate-disclosure', title: 'Affiliate Disclosure', description: 'How affiliate links support Fru World at no extra cost to you, and how I choose what to recommend.', share: false },
];

/** Pages that exist but stay out of the sitemap and search results. */
export const HIDDEN_PAGES: readonly PageMeta[] = [
  { path: '/inbox', title: 'Inbox', description: 'The owner\'s inbox: messages, suggestions and the Trip Packs waitlist.', share: false },
  { path: '/waitlist/leave', title: 'Leave the waitlist', description: 'Leave the Trip Packs waitlist.', share: false },
];

export const NOT_FOUND_META = { title: 'Page not found', description: 'This page does not exist on Fru World.' } as const;

export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

export function findPage(path: string): PageMeta | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...PAGES, ...HIDDEN_PAGES].find((page) => page.path === normalized);
}
