export type PackageTier = 'bronze' | 'silver' | 'gold';

export interface SponsorPackage {
  tier: PackageTier;
  name: string;
  emoji: string;
  pitch: string;
  features: readonly string[];
  popular?: boolean;
}

/** The three monthly packages; prices come from the site configuration. */
export const SPONSOR_PACKAGES: readonly SponsorPackage[] = [
  {
    tier: 'bronze',
    name: 'Bronze',
    emoji: '🥉',
    pitch: 'A warm hello to my audience, perfect for local businesses and first-time partners.',
    features: [
      'Your logo and link on this Sponsor page',
      'A thank-you shout-out in one video each month',
      'One social media mention per month',
      'Credit in my monthly newsletter',
    ],
  },
  {
    tier: 'silver',
    name: 'Silver',
    emoji: '🥈',
    popular: true,
    pitch: 'The sweet spot for travel brands who want to be part of the journey.',
    features: [
      'Everything in Bronze',
      'A 30-second integrated segment in two videos each month',
      'Your logo featured beside the interactive map',
      'A dedicated story set on my social channels',
      'A quarterly performance report',
    ],
  },
  {
    tier: 'gold',
    name: 'Gold',
    emoji: '🥇',
    pitch: 'A true partnership: your brand woven into the adventures themselves.',
    features: [
      'Everything in Silver',
      'One dedicated destination video featuring your brand each quarter',
      'A branded collection of places on the map',
      'Featured placement on the home page',
      'A monthly strategy call and detailed analytics',
    ],
  },
];

export const CUSTOM_SPONSORSHIP_IDEAS: readonly string[] = [
  'A destination series with a tourism board',
  'Gear testing on a multi-week road trip',
  'A product launch filmed on location',
  'Co-created Trip Packs for your customers',
];
