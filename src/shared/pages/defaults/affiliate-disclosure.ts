/**
 * /affiliate-disclosure as the spec's site shipped it: what GET /api/pages/affiliate-disclosure answers until the owner edits
 * the page. The body is Markdown: one section of the document per `##`.
 */
export const AFFILIATE_DISCLOSURE_DEFAULT = {
  title: 'Affiliate Disclosure',
  description:
    'Some links on Fru World are affiliate links. Here is what that means, who my partners are, and why you can still trust what I recommend.',
  body: `## What Are Affiliate Links?

When you click an affiliate link and then book or buy something, the company pays me a small commission. It comes at no extra cost to you: you pay exactly the same price you would pay by going to the site directly, and sometimes a partner even gives my audience a better deal.

## The Kinds of Partners I Work With

- **Booking platforms:** hotels, vacation rentals, flights and tours I use to plan my own trips.
- **Outdoor gear:** boots, packs, tents and layers that have survived my hikes.
- **Travel insurance:** the coverage I carry myself, especially for remote parks and international trips.
- **Camera gear:** the cameras, lenses, drones and microphones I film my videos with.
- **Guides:** guidebooks, maps and local guiding companies that made a trip better.

## Editorial Independence

Commissions never decide what I say. I write my notes and film my videos first, and only then look for an affiliate link, if one exists. If a place disappointed me or a product failed me, I say so, partner or not. No partner reviews or approves my content before it is published.

## How Affiliate Income Is Used

Every commission goes straight back into the project:

- **Platform development:** hosting, maps and new features for the site.
- **Content creation:** gas, park passes, gear repairs and editing time for new videos.
- **Keeping it free:** so the map, the statistics and the guides stay free for everyone, without paywalls.

## How to Spot an Affiliate Link

Following the FTC's guidance on endorsements, I make affiliate relationships clear and easy to notice:

- Pages and video descriptions with affiliate links say so near the top, before the first link.
- Affiliate links are marked with "(affiliate link)" or a small "#ad" next to them.
- Sponsored videos and posts are labelled "Sponsored" or "Paid partnership".

## Amazon Associates

Fru World is a participant in the Amazon Services LLC Associates Program, an affiliate advertising program designed to provide a means for sites to earn advertising fees by advertising and linking to Amazon.com. As an Amazon Associate I earn from qualifying purchases.

## How I Choose What to Recommend

- **I have used it myself,** on a real trip, not just unboxed it.
- **It is worth the money,** and I would buy it again at full price.
- **It holds up,** through rain, dust, airports and long days on the trail.
- **It fits real travellers,** so I mention who a product is not for, too.`,
  summaryHeading: 'The short version',
  summary:
    'Some links earn me a small commission at no extra cost to you. I only recommend what I have used and trusted on my own trips.',
  contactHeading: 'Questions about a recommendation?',
  contactText:
    'Wondering whether a link is an affiliate link, or why I picked one product over another? Ask me. I am happy to explain.',
  contactButton: 'Contact Us',
};
