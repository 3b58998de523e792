import type { LegalSection } from './legal';

export const AFFILIATE_INTRO =
  'Some links on Fru World are affiliate links. Here is what that means, who my partners are, and why you can still trust what I recommend.';

export const AFFILIATE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-are-affiliate-links',
    title: 'What Are Affiliate Links?',
    blocks: [
      {
        p: 'When you click an affiliate link and then book or buy something, the company pays me a small commission. It comes at no extra cost to you: you pay exactly the same price you would pay by going to the site directly, and sometimes a partner even gives my audience a better deal.',
      },
    ],
  },
  {
    id: 'partners',
    title: 'The Kinds of Partners I Work With',
    blocks: [
      {
        list: [
          { lead: 'Booking platforms:', text: 'hotels, vacation rentals, flights and tours I use to plan my own trips.' },
          { lead: 'Outdoor gear:', text: 'boots, packs, tents and layers that have survived my hikes.' },
          { lead: 'Travel insurance:', text: 'the coverage I carry myself, especially for remote parks and international trips.' },
          { lead: 'Camera gear:', text: 'the cameras, lenses, drones and microphones I film my videos with.' },
          { lead: 'Guides:', text: 'guidebooks, maps and local guiding companies that made a trip better.' },
        ],
      },
    ],
  },
  {
    id: 'editorial-independence',
    title: 'Editorial Independence',
    blocks: [
      {
        p: 'Commissions never decide what I say. I write my notes and film my videos first, and only then look for an affiliate link, if one exists. If a place disappointed me or a product failed me, I say so, partner or not. No partner reviews or approves my content before it is published.',
      },
    ],
  },
  {
    id: 'how-income-is-used',
    title: 'How Affiliate Income Is Used',
    blocks: [
      { p: 'Every commission goes straight back into the project:' },
      {
        list: [
          { lead: 'Platform development:', text: 'hosting, maps and new features for the site.' },
          { lead: 'Content creation:', text: 'gas, park passes, gear repairs and editing time for new videos.' },
          { lead: 'Keeping it free:', text: 'so the map, the statistics and the guides stay free for everyone, without paywalls.' },
        ],
      },
    ],
  },
  {
    id: 'disclosure-indicators',
    title: 'How to Spot an Affiliate Link',
    blocks: [
      { p: 'Following the FTC\'s guidance on endorsements, I make affiliate relationships clear and easy to notice:' },
      {
        list: [
          'Pages and video descriptions with affiliate links say so near the top, before the first link.',
          'Affiliate links are marked with "(affiliate link)" or a small "#ad" next to them.',
          'Sponsored videos and posts are labelled "Sponsored" or "Paid partnership".',
        ],
      },
    ],
  },
  {
    id: 'amazon-associates',
    title: 'Amazon Associates',
    blocks: [
      {
        p: 'Fru World is a participant in the Amazon Services LLC Associates Program, an affiliate advertising program designed to provide a means for sites to earn advertising fees by advertising and linking to Amazon.com. As an Amazon Associate I earn from qualifying purchases.',
      },
    ],
  },
  {
    id: 'recommendation-criteria',
    title: 'How I Choose What to Recommend',
    blocks: [
      {
        list: [
          { lead: 'I have used it myself,', text: 'on a real trip, not just unboxed it.' },
          { lead: 'It is worth the money,', text: 'and I would buy it again at full price.' },
          { lead: 'It holds up,', text: 'through rain, dust, airports and long days on the trail.' },
          { lead: 'It fits real travellers,', text: 'so I mention who a product is not for, too.' },
        ],
      },
    ],
  },
];
