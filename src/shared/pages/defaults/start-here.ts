export interface FeatureCard {
  emoji: string;
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}

export const START_FEATURES: readonly FeatureCard[] = [
  {
    emoji: '🗺️',
    title: 'Interactive Map',
    text: 'Every place I have been, planned or dreamed about. Green pins are visited, blue are planned, orange are on my wishlist.',
    to: '/',
    linkLabel: 'Open the map',
  },
  {
    emoji: '📋',
    title: 'List View',
    text: 'Prefer scrolling? Browse every destination as a card with its photo, my notes and where it is.',
    to: '/?view=list',
    linkLabel: 'Browse the list',
  },
  {
    emoji: '🎬',
    title: 'Videos',
    text: 'A small red dot on a pin means I filmed it. Open the place and watch the adventure right from the map.',
    to: '/',
    linkLabel: 'Find the videos',
  },
  {
    emoji: '📊',
    title: 'Travel Statistics',
    text: 'Countries, US states, my favourite kinds of places and how the map fills up month by month.',
    to: '/stats',
    linkLabel: 'See the numbers',
  },
  {
    emoji: '🎒',
    title: 'Trip Packs',
    text: 'Ready-made guides with itineraries, GPS coordinates and photo spots. Coming soon; join the waitlist.',
    to: '/trip-packs',
    linkLabel: 'Join the waitlist',
  },
  {
    emoji: '❓',
    title: 'FAQs',
    text: 'Quick answers about the map, the filters, the videos and planning a trip with Fru World.',
    to: '/faqs',
    linkLabel: 'Read the FAQs',
  },
];

export const QUICK_START: readonly { title: string; text: string }[] = [
  {
    title: 'Open the map',
    text: 'Zoom into a region you love, or start with the {videos|100+} destinations I have filmed.',
  },
  {
    title: 'Filter to what excites you',
    text: 'Use the sidebar to pick countries, US states, types of places or visit status, or search a place by name.',
  },
  {
    title: 'Click a pin for the story',
    text: 'Read my notes, flip through the photos, watch the video and open the place in your maps app.',
  },
  {
    title: 'Plan and follow along',
    text: 'Subscribe for new adventures, join the Trip Packs waitlist, and suggest a place you think I should visit next.',
  },
];

/**
 * /start-here as the spec's site shipped it: the welcome card in the body, then the feature cards
 * and the quick-start steps, each under its own heading.
 */
export const START_HERE_DEFAULT = {
  title: 'Start Here',
  description:
    'Welcome to Fru World! Here is how to get the most out of my map of {places|1,500+} destinations in {countries|50+} countries.',
  body: `## Welcome, fellow explorer

I built Fru World so the places I love would not stay hidden in my camera roll. Every pin is a place I have stood in, or one I am plotting a route to, with honest notes about what made it special and what I would do differently.

Whether you are planning a weekend in a state park or a month abroad, here is everything you can do on the site. [Read more about Fru World](/about) or [meet me](/about-me).`,
  featuresHeading: 'What you can do here',
  features: START_FEATURES.map((card) => ({ ...card })),
  stepsHeading: 'Quick start in 4 steps',
  steps: QUICK_START.map((step) => ({ ...step })),
  exploreButton: 'Start exploring',
  faqsButton: 'Read the FAQs',
};
