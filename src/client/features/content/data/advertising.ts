export interface AdOffer {
  id: 'display' | 'sponsored';
  title: string;
  emoji: string;
  description: string;
  features: readonly string[];
}

export const AD_OFFERS: readonly AdOffer[] = [
  {
    id: 'display',
    title: 'Display Advertising',
    emoji: '🖼️',
    description: 'Tasteful, clearly labelled placements beside the map where travellers plan their next trip.',
    features: ['Sidebar banners', 'Featured placement', 'Mobile-optimized formats', 'Monthly performance analytics'],
  },
  {
    id: 'sponsored',
    title: 'Sponsored Content',
    emoji: '🎬',
    description: 'Your story told in my voice, to an audience that trusts my recommendations.',
    features: ['Destination highlights', 'Video integrations', 'Newsletter features', 'Social media promotion'],
  },
];

export const AUDIENCE_PITCH = [
  { emoji: '💬', title: 'Engaged', text: 'Visitors explore dozens of places per visit, read the notes and watch the videos to the end.' },
  { emoji: '🌍', title: 'Global', text: 'Travellers from across North America, Europe and Asia plan real trips with the map.' },
  { emoji: '📈', title: 'Growing', text: 'New places, new videos and new subscribers every single month.' },
] as const;

export const TARGET_SECTORS = [
  { emoji: '🏨', title: 'Hotels & Lodging', text: 'From boutique inns near park gates to city stays.' },
  { emoji: '✈️', title: 'Airlines', text: 'Routes to the destinations my audience is dreaming about.' },
  { emoji: '🎒', title: 'Travel Gear', text: 'Packs, cameras, outdoor clothing and road-trip essentials.' },
  { emoji: '🧭', title: 'Tour Operators', text: 'Guided hikes, food tours and multi-day adventures.' },
] as const;

export const AUDIENCE_CLAIMS = [
  { value: '25-45', label: 'typical age' },
  { value: '65%', label: 'plan 3+ trips a year' },
  { value: '$75K+', label: 'household income' },
] as const;

export const AUDIENCE_SUMMARY = 'Most of my audience is age 25-45, 65% plan 3+ trips a year, and many have a $75K+ household income: people with the time, the budget and the intent to travel.';
