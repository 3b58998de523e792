import { SITE_DEFAULTS } from '#shared/site-config.ts';

const OFFERS = [
  {
    emoji: '🖼️',
    title: 'Display Advertising',
    price: `$${SITE_DEFAULTS.advertisingPrices.display}`,
    description:
      'Tasteful, clearly labelled placements beside the map where travellers plan their next trip.',
    features: [
      'Sidebar banners',
      'Featured placement',
      'Mobile-optimized formats',
      'Monthly performance analytics',
    ],
  },
  {
    emoji: '🎬',
    title: 'Sponsored Content',
    price: `$${SITE_DEFAULTS.advertisingPrices.sponsored}`,
    description: 'Your story told in my voice, to an audience that trusts my recommendations.',
    features: [
      'Destination highlights',
      'Video integrations',
      'Newsletter features',
      'Social media promotion',
    ],
  },
];

const PITCH = [
  {
    emoji: '💬',
    title: 'Engaged',
    text: 'Visitors explore dozens of places per visit, read the notes and watch the videos to the end.',
  },
  {
    emoji: '🌍',
    title: 'Global',
    text: 'Travellers from across North America, Europe and Asia plan real trips with the map.',
  },
  { emoji: '📈', title: 'Growing', text: 'New places, new videos and new subscribers every single month.' },
];

const SECTORS = [
  { emoji: '🏨', title: 'Hotels & Lodging', text: 'From boutique inns near park gates to city stays.' },
  { emoji: '✈️', title: 'Airlines', text: 'Routes to the destinations my audience is dreaming about.' },
  { emoji: '🎒', title: 'Travel Gear', text: 'Packs, cameras, outdoor clothing and road-trip essentials.' },
  { emoji: '🧭', title: 'Tour Operators', text: 'Guided hikes, food tours and multi-day adventures.' },
];

const AUDIENCE = [
  { value: '25-45', label: 'typical age' },
  { value: '65%', label: 'plan 3+ trips a year' },
  { value: '$75K+', label: 'household income' },
];

/** /advertise as the spec's site shipped it. `{email}` shows the advertising address set in Settings. */
export const ADVERTISE_DEFAULT = {
  title: 'Advertise with Fru World',
  description:
    'Put your brand in front of travellers at the exact moment they are deciding where to go next.',
  body: `## An audience that travels

People come to Fru World with a trip in mind. They filter the map to a region, open place after place and watch the videos before they book. That is an engaged, global and growing audience, and I only bring them brands that make their trips better.`,
  pitch: PITCH,
  offersHeading: 'Advertising Options',
  offers: OFFERS,
  sectorsHeading: 'Who I partner with',
  sectorsIntro: 'My audience is planning real trips, so these partners fit naturally:',
  sectors: SECTORS,
  audienceHeading: 'Audience at a glance',
  audience: AUDIENCE,
  audienceSummary:
    'Most of my audience is age 25-45, 65% plan 3+ trips a year, and many have a $75K+ household income: people with the time, the budget and the intent to travel.',
  contactHeading: "Let's work together",
  contactText:
    'Tell me about your brand, your goals and your budget, and I will reply with availability and a proposal. Prefer to see the numbers first? Ask for my media kit. Everything goes to {email}.',
  inquiryButton: 'Send an Advertising Inquiry',
  mediaKitButton: 'Request the Media Kit',
};
