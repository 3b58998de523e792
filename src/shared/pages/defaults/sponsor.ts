import { SITE_DEFAULTS } from '#shared/site-config.ts';

const PRICES = SITE_DEFAULTS.sponsorPrices;

const PACKAGES = [
  {
    emoji: '🥉',
    name: 'Bronze',
    price: `$${PRICES.bronze}`,
    pitch: 'A warm hello to my audience, perfect for local businesses and first-time partners.',
    features: [
      'Your logo and link on this Sponsor page',
      'A thank-you shout-out in one video each month',
      'One social media mention per month',
      'Credit in my monthly newsletter',
    ],
    highlighted: false,
  },
  {
    emoji: '🥈',
    name: 'Silver',
    price: `$${PRICES.silver}`,
    pitch: 'The sweet spot for travel brands who want to be part of the journey.',
    features: [
      'Everything in Bronze',
      'A 30-second integrated segment in two videos each month',
      'Your logo featured beside the interactive map',
      'A dedicated story set on my social channels',
      'A quarterly performance report',
    ],
    highlighted: true,
  },
  {
    emoji: '🥇',
    name: 'Gold',
    price: `$${PRICES.gold}`,
    pitch: 'A true partnership: your brand woven into the adventures themselves.',
    features: [
      'Everything in Silver',
      'One dedicated destination video featuring your brand each quarter',
      'A branded collection of places on the map',
      'Featured placement on the home page',
      'A monthly strategy call and detailed analytics',
    ],
    highlighted: false,
  },
];

/** /sponsor as the spec's site shipped it: three monthly packages, Silver the Most Popular. */
export const SPONSOR_DEFAULT = {
  title: 'Sponsor Fru World',
  description:
    'Help me keep exploring, filming and sharing the world, and put your brand in front of travellers who actually go places.',
  body: `## Why sponsor my adventures?

Fru World started as my own map of places I had been. Today it is where thousands of travellers plan their trips: they filter the map, read my notes and watch my videos before they book. A sponsorship puts your brand right in that moment of planning, with an honest recommendation from someone who has been there.`,
  reach: [
    { value: '{places|1,500+}', label: 'destinations' },
    { value: '{unesco|306}', label: 'UNESCO sites' },
    { value: '{countries|50+}', label: 'countries' },
  ],
  packagesHeading: 'Sponsorship Packages',
  packagesIntro:
    'Monthly packages, no long contracts. I only partner with brands I would recommend to a friend.',
  packages: PACKAGES,
  customHeading: 'Custom Sponsorship',
  customIntro:
    'Have something bigger or different in mind? I love building partnerships around a shared idea. A few I would be excited about:',
  customIdeas: [
    'A destination series with a tourism board',
    'Gear testing on a multi-week road trip',
    'A product launch filmed on location',
    'Co-created Trip Packs for your customers',
  ],
  customClosing: 'Tell me about your brand and your goals, and I will come back with a proposal that fits.',
  customButton: 'Propose a custom partnership',
  supportHeading: 'Other Ways to Support',
  supportIntro: 'Not a brand? You can still help Fru World grow, and every bit of it means a lot to me.',
  support: [
    {
      emoji: '▶️',
      title: 'Subscribe to my channel',
      text: 'Subscriptions keep new videos coming.',
      link: 'channel' as const,
      linkLabel: 'Subscribe on YouTube',
    },
    {
      emoji: '🔗',
      title: 'Share the map',
      text: 'Send it to a friend who is planning a trip.',
      link: 'map' as const,
      linkLabel: 'Open the map',
    },
    {
      emoji: '🛒',
      title: 'Shop through my links',
      text: 'Some gear links pay me a small commission at no cost to you.',
      link: 'affiliate' as const,
      linkLabel: 'Read how affiliate links work',
    },
    {
      emoji: '💌',
      title: 'Say hello',
      text: 'Suggest a place or tell me what you would like to see next.',
      link: 'contact' as const,
      linkLabel: 'Contact me',
    },
  ],
  advertiseText: 'Looking for banner or sponsored-content rates instead?',
  advertiseLink: 'See advertising options',
};
