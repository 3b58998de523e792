export const FAQ_CATEGORIES = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'features', label: 'Features' },
  { id: 'technical', label: 'Technical' },
  { id: 'content', label: 'Content' },
  { id: 'trip-planning', label: 'Trip Planning' },
] as const;

/** A category's id (the owner may add their own). */
export type FaqCategory = string;

export interface Faq {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQS: readonly Faq[] = [
  {
    id: 'what-is-fru-world',
    category: 'getting-started',
    question: 'What is Fru World?',
    answer:
      'Fru World is my travel map. Every national park, museum, beach, city and hidden gem I have visited, planned or dreamed about is pinned on one interactive world map, with my photos, videos and honest notes, so you can use my trips to plan yours.',
  },
  {
    id: 'is-it-free',
    category: 'getting-started',
    question: 'Is Fru World free to use?',
    answer:
      'Yes, completely. There is no account, no paywall and no subscription. The site is supported by sponsors, a little advertising and affiliate links, which never cost you anything extra.',
  },
  {
    id: 'where-to-start',
    category: 'getting-started',
    question: 'I am new here. Where should I start?',
    answer:
      'Head to the Start Here page for a quick tour, then open the map and zoom into a region you love. Green pins are places I have visited, blue ones are planned, and orange ones are on my wishlist.',
  },
  {
    id: 'need-account',
    category: 'getting-started',
    question: 'Do I need an account to browse?',
    answer:
      'No. Everything on the map, the list, the statistics and these pages is open to everyone. Only I sign in, to add and update places.',
  },
  {
    id: 'pin-colors',
    category: 'features',
    question: 'What do the different pin colors mean?',
    answer:
      'Green means I have visited the place, blue means it is planned, and orange means it is on my wishlist. A small red dot on a pin means there is at least one video of that place you can watch.',
  },
  {
    id: 'filters',
    category: 'features',
    question: 'How do I filter destinations?',
    answer:
      'Open the sidebar to filter by country, US state, type of place (national parks, museums, beaches and more) and visit status. You can combine filters, and the search box at the top finds places by name.',
  },
  {
    id: 'map-or-list',
    category: 'features',
    question: 'Can I see the places as a list instead of a map?',
    answer:
      'Yes. Switch the view mode in the sidebar from Map to List to browse every place as a card with its photo, notes and status. The filters work the same in both views.',
  },
  {
    id: 'statistics',
    category: 'features',
    question: 'What does the statistics page show?',
    answer:
      'It shows how many places I have visited and planned, how many countries and US states I have been to, my most-visited types of places, the latest additions and a chart of visits by month.',
  },
  {
    id: 'browsers',
    category: 'technical',
    question: 'Which browsers and devices are supported?',
    answer:
      'Fru World works in current versions of Chrome, Edge, Firefox and Safari, on phones, tablets and computers. If something looks off on your device, please tell me through the contact page.',
  },
  {
    id: 'map-not-loading',
    category: 'technical',
    question: 'The map is not loading. What can I do?',
    answer:
      'Refresh the page first. If the map tiles still stay blank, check your connection and whether an ad or content blocker is stopping the map tiles from loading. Still stuck? Send me a technical issue message with your browser and device.',
  },
  {
    id: 'share-view',
    category: 'technical',
    question: 'Can I share a filtered view of the map?',
    answer:
      'Yes. Your search and filters are part of the page address, so copying the link from your browser shares exactly what you are looking at, for example all the national parks I have visited in Utah.',
  },
  {
    id: 'how-often-updated',
    category: 'content',
    question: 'How often do you add new places?',
    answer:
      'Every time I get home from a trip, and usually in between as I plan the next one. New videos go up on my channel most weeks, and each one links back to its place on the map.',
  },
  {
    id: 'suggest-place',
    category: 'content',
    question: 'Can I suggest a place for you to visit?',
    answer:
      'Please do! Use the Suggest a place button or the contact form and tell me why it is special. Some of my favourite episodes started as a suggestion from a viewer.',
  },
  {
    id: 'use-photos',
    category: 'content',
    question: 'Can I use your photos or videos?',
    answer:
      'Sharing links is always welcome. To reuse my photos or footage anywhere else, ask me first through the contact page with a note about how you would like to use them.',
  },
  {
    id: 'how-many-places',
    category: 'content',
    question: 'How many places are on the map?',
    answer:
      '{places|More than 1,500} destinations across {countries|50+} countries, including {unesco|306} UNESCO World Heritage sites, and the list keeps growing.',
  },
  {
    id: 'plan-trip',
    category: 'trip-planning',
    question: 'How can I use Fru World to plan a trip?',
    answer:
      'Filter the map to the region you are heading to, read my notes and watch the videos for the places that catch your eye, then group the pins that sit close together into days. Trip Packs will soon do that work for you.',
  },
  {
    id: 'trip-packs',
    category: 'trip-planning',
    question: 'What are Trip Packs?',
    answer:
      'Trip Packs are ready-made travel guides I am putting together: detailed day-by-day itineraries, GPS coordinates, the best photo spots, insider tips, time-saving routes and a budget plan. Join the waitlist on the Trip Packs page to hear the day they launch.',
  },
  {
    id: 'best-time',
    category: 'trip-planning',
    question: 'When is the best time to visit the national parks?',
    answer:
      'For most US parks, late spring and early autumn bring mild weather and thinner crowds. Desert parks shine in winter and spring, while high-mountain parks are best from July to September. My notes on each place say when I went and what I would change.',
  },
  {
    id: 'travel-insurance',
    category: 'trip-planning',
    question: 'Do you recommend travel insurance?',
    answer:
      'Yes, especially for international trips and remote parks where a rescue or a cancelled flight can get expensive. I carry it on every trip abroad, and the Affiliate Disclosure page explains how I choose the partners I mention.',
  },
  {
    id: 'safety',
    category: 'trip-planning',
    question: 'Are the trail and safety details on the site up to date?',
    answer:
      'They describe what I found on the day I was there. Conditions change with seasons, storms and closures, so always check the park service or local authorities before you set out.',
  },
];

/**
 * /faqs as the spec's site shipped it: its categories and questions, and in the body the closing
 * card ("Still have a question?"), drawn with the page's Contact me button.
 */
export const FAQS_DEFAULT = {
  title: 'Frequently Asked Questions',
  description:
    'Everything people ask me about the map, the videos and planning a trip with Fru World, in one place.',
  body: `## Still have a question?

Ask me directly. I read every message and usually reply within 24-48 hours.`,
  categories: FAQ_CATEGORIES.map(({ id, label }) => ({ id, label })),
  entries: FAQS.map(({ question, answer, category }) => ({ question, answer, category })),
  contactButton: 'Contact me',
};
