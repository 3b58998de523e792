import { z } from '../zod';
import {
  PAGE_BASE,
  PAGE_LIMITS,
  pageLines,
  pageList,
  pagePrice,
  pageText,
  requiredPageText,
} from './page-fields';
import { buttonText, Card, Figure, heading, paragraph } from './page-items';

/** /about: the body's cards, the figures and feature cards, then the closing cards (Markdown). */
export const AboutPageSchema = z.strictObject({
  ...PAGE_BASE,
  figures: pageList('Figures', Figure, 8),
  featuresHeading: heading('Cards heading'),
  features: pageList('Cards', Card, 12),
  closing: pageText('Closing cards', PAGE_LIMITS.body),
  contactButton: buttonText('Contact button text'),
  aboutMeButton: buttonText('About me button text'),
});

const Offer = z.strictObject({
  emoji: pageText('Emoji', 16),
  title: requiredPageText('Offer title', PAGE_LIMITS.shortText),
  price: pagePrice('Price'),
  description: requiredPageText('Offer text', PAGE_LIMITS.itemText),
  features: pageLines('Features', 'Feature', 12),
});

/** /advertise: the pitch in the body, then the offers, sectors, audience figures and the contact card. */
export const AdvertisePageSchema = z.strictObject({
  ...PAGE_BASE,
  pitch: pageList('Audience cards', Card, 6),
  offersHeading: heading('Offers heading'),
  offers: pageList('Offers', Offer, 6),
  sectorsHeading: heading('Sectors heading'),
  sectorsIntro: paragraph('Sectors text'),
  sectors: pageList('Sectors', Card, 12),
  audienceHeading: heading('Audience heading'),
  audience: pageList('Audience figures', Figure, 6),
  audienceSummary: paragraph('Audience text'),
  contactHeading: heading('Contact heading'),
  contactText: paragraph('Contact text'),
  inquiryButton: buttonText('Inquiry button text'),
  mediaKitButton: buttonText('Media kit button text'),
});

const SponsorPackage = z.strictObject({
  emoji: pageText('Emoji', 16),
  name: requiredPageText('Package name', 60),
  price: pagePrice('Price'),
  pitch: requiredPageText('Package text', PAGE_LIMITS.itemText),
  features: pageLines('Features', 'Feature', 12),
  highlighted: z.boolean({ error: 'Most Popular is yes or no' }),
});

/** Where a "way to support" card leads: the site's own places, never an address typed in. */
export const SUPPORT_LINKS = ['channel', 'map', 'affiliate', 'contact'] as const;
export type SupportLink = (typeof SUPPORT_LINKS)[number];

const SupportCard = z.strictObject({
  emoji: pageText('Emoji', 16),
  title: requiredPageText('Card title', PAGE_LIMITS.shortText),
  text: requiredPageText('Card text', PAGE_LIMITS.itemText),
  link: z.enum(SUPPORT_LINKS, { error: 'Link is the channel, the map, the affiliate disclosure or contact' }),
  linkLabel: requiredPageText('Link text', 60),
});

/**
 * /sponsor: the why in the body, its reach figures, the packages, the custom sponsorship card and
 * the other ways to support.
 */
export const SponsorPageSchema = z
  .strictObject({
    ...PAGE_BASE,
    reach: pageList('Figures', Figure, 6),
    packagesHeading: heading('Packages heading'),
    packagesIntro: paragraph('Packages text'),
    packages: pageList('Packages', SponsorPackage, 6),
    customHeading: heading('Custom heading'),
    customIntro: paragraph('Custom text'),
    customIdeas: pageLines('Ideas', 'Idea', 12),
    customClosing: paragraph('Custom closing text'),
    customButton: buttonText('Custom button text'),
    supportHeading: heading('Support heading'),
    supportIntro: paragraph('Support text'),
    support: pageList('Ways to support', SupportCard, 8),
    advertiseText: paragraph('Advertising line'),
    advertiseLink: buttonText('Advertising link text'),
  })
  .superRefine((page, context) => {
    // One "Most Popular" badge at most: two would each mean less.
    const highlighted = page.packages.flatMap((pkg, i) => (pkg.highlighted ? [i] : []));
    for (const i of highlighted.slice(1))
      context.addIssue({
        code: 'custom',
        path: ['packages', i, 'highlighted'],
        message: 'Only one package can be marked Most Popular',
      });
  });

const TripPack = z.strictObject({
  image: pageText('Emoji', 16),
  title: requiredPageText('Pack title', PAGE_LIMITS.shortText),
  duration: requiredPageText('Duration', 40),
  type: pageText('Type', 60),
  price: pagePrice('Price'),
  blurb: requiredPageText('Pack text', PAGE_LIMITS.itemText),
  highlights: pageLines('Highlights', 'Highlight', 12),
});

/** /trip-packs: the intro (body), the sample packs, what every pack includes, the closing call. */
export const TripPacksPageSchema = z.strictObject({
  ...PAGE_BASE,
  badge: pageText('Badge', 40),
  headline: heading('Headline'),
  packsHeading: heading('Packs heading'),
  packsNote: paragraph('Packs text'),
  packs: pageList('Packs', TripPack, 12),
  includedHeading: heading('Included heading'),
  included: pageList('Included cards', Card, 12),
  joinHeading: heading('Waitlist heading'),
  joinText: paragraph('Waitlist text'),
  highlightsLabel: buttonText('Highlights label'),
  packButton: buttonText('Pack button text'),
  notifyLabel: buttonText('Notify field label'),
  notifyButton: buttonText('Notify button text'),
  notifyNote: paragraph('Notify note'),
  notifyDoneHeading: heading('Notify thanks heading'),
  notifyDoneText: paragraph('Notify thanks text'),
  joinLabel: buttonText('Waitlist field label'),
  joinButton: buttonText('Waitlist button text'),
  joinDoneHeading: heading('Waitlist thanks heading'),
  joinDoneText: paragraph('Waitlist thanks text'),
});
