import { z } from '../zod';
import { isSafeUrl } from './markdown';
import {
  AboutPageSchema,
  AdvertisePageSchema,
  SponsorPageSchema,
  TripPacksPageSchema,
} from './marketing-schemas';
import { PAGE_BASE, PAGE_LIMITS, pageList, pageText, requiredPageText } from './page-fields';
import { buttonText, Figure } from './page-items';

/** /about-me: the greeting and figures of its intro card, then the body. */
export const AboutMePageSchema = z.strictObject({
  ...PAGE_BASE,
  greeting: requiredPageText('Greeting', PAGE_LIMITS.shortText),
  stats: pageList('Figures', Figure, 6),
  videosButton: buttonText('Videos button text'),
  contactButton: buttonText('Contact button text'),
});

const CATEGORY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const FaqCategory = z.strictObject({
  id: requiredPageText('Category id', 40).regex(
    CATEGORY_ID,
    'Category id is lowercase letters, digits and dashes (trip-planning)',
  ),
  label: requiredPageText('Category name', 40),
});

const FaqEntry = z.strictObject({
  question: requiredPageText('Question', 300),
  answer: requiredPageText('Answer', 3000),
  category: requiredPageText('Category', 40),
});

/** /faqs: its categories and questions; each question's category is one of the page's. */
export const FaqsPageSchema = z
  .strictObject({
    ...PAGE_BASE,
    categories: pageList('Categories', FaqCategory, 12).min(1, 'Categories needs at least one category'),
    entries: pageList('Questions', FaqEntry, 200),
    contactButton: buttonText('Contact button text'),
  })
  .superRefine((page, context) => {
    const ids = page.categories.map((c) => c.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        context.addIssue({
          code: 'custom',
          path: ['categories', i, 'id'],
          message: `Category id "${id}" is used twice`,
        });
    });
    page.entries.forEach((entry, i) => {
      if (!ids.includes(entry.category))
        context.addIssue({
          code: 'custom',
          path: ['entries', i, 'category'],
          message: `Category must be one of this page's categories (${ids.join(', ')})`,
        });
    });
  });

const FeatureCard = z.strictObject({
  emoji: pageText('Emoji', 16),
  title: requiredPageText('Card title', PAGE_LIMITS.shortText),
  text: requiredPageText('Card text', PAGE_LIMITS.itemText),
  to: requiredPageText('Card link', 300).refine(
    isSafeUrl,
    'Card link must be a page of the site (/stats) or an http(s) address',
  ),
  linkLabel: requiredPageText('Card link text', 60),
});

const Step = z.strictObject({
  title: requiredPageText('Step title', PAGE_LIMITS.shortText),
  text: requiredPageText('Step text', PAGE_LIMITS.itemText),
});

/** /start-here: the welcome in the body, then the feature cards and the quick-start steps. */
export const StartHerePageSchema = z.strictObject({
  ...PAGE_BASE,
  featuresHeading: requiredPageText('Cards heading', PAGE_LIMITS.shortText),
  features: pageList('Cards', FeatureCard, 12),
  stepsHeading: requiredPageText('Steps heading', PAGE_LIMITS.shortText),
  steps: pageList('Steps', Step, 10),
  exploreButton: buttonText('Explore button text'),
  faqsButton: buttonText('FAQs button text'),
});

/** The card under a legal document that asks questions to be sent: its heading, text and button. */
const CONTACT_CARD = {
  contactHeading: requiredPageText('Contact heading', PAGE_LIMITS.shortText),
  contactText: pageText('Contact text', PAGE_LIMITS.itemText * 2),
  contactButton: buttonText('Contact button text'),
};

/** A legal document (/privacy, /terms): one section per `##` of its body, then the contact card. */
export const LegalPageSchema = z.strictObject({ ...PAGE_BASE, ...CONTACT_CARD });

/** /affiliate-disclosure: the short version in a note above the document, then as a legal page. */
export const AffiliatePageSchema = z.strictObject({
  ...PAGE_BASE,
  summaryHeading: requiredPageText('Short version heading', PAGE_LIMITS.shortText),
  summary: pageText('Short version', PAGE_LIMITS.itemText),
  ...CONTACT_CARD,
});

const cardTitle = (label: string) => requiredPageText(label, PAGE_LIMITS.shortText);
const cardText = (label: string) => pageText(label, PAGE_LIMITS.itemText);

/** /contact: the title and line, then the four cards beside the form (no body). */
export const ContactPageSchema = z.strictObject({
  ...PAGE_BASE,
  emailTitle: cardTitle('Email card title'),
  emailText: cardText('Email card text'),
  responseTitle: cardTitle('Response card title'),
  responseText: cardText('Response card text'),
  channelTitle: cardTitle('Channel card title'),
  channelText: cardText('Channel card text'),
  channelLink: buttonText('Channel link text'),
  partnersTitle: cardTitle('Partners card title'),
  partnersText: cardText('Partners card text'),
  sponsorLink: buttonText('Sponsorship link text'),
  advertiseLink: buttonText('Advertising link text'),
});

/** What PUT /api/pages/:slug takes for each page (every field; unknown ones refused). */
export const PAGE_SCHEMAS = {
  'about-me': AboutMePageSchema,
  faqs: FaqsPageSchema,
  'start-here': StartHerePageSchema,
  privacy: LegalPageSchema,
  terms: LegalPageSchema,
  'affiliate-disclosure': AffiliatePageSchema,
  about: AboutPageSchema,
  advertise: AdvertisePageSchema,
  sponsor: SponsorPageSchema,
  'trip-packs': TripPacksPageSchema,
  contact: ContactPageSchema,
} as const;

export type PageSlug = keyof typeof PAGE_SCHEMAS;
export const PAGE_SLUGS = Object.keys(PAGE_SCHEMAS) as PageSlug[];

export type PageContentOf<S extends PageSlug> = z.infer<(typeof PAGE_SCHEMAS)[S]>;
export type PageContent = PageContentOf<PageSlug>;

export const isPageSlug = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_SCHEMAS, slug);

/** GET /api/pages/:slug: the content, its version (the ETag) and when it last changed (null: never). */
export type Page<S extends PageSlug = PageSlug> = PageContentOf<S> & {
  slug: S;
  version: number;
  updatedAt: string | null;
};

/** One row of GET /api/pages. */
export interface PageSummary {
  slug: PageSlug;
  title: string;
  version: number;
  updatedAt: string | null;
}

/** One PUT, kept: who saved it, when, and the content before and after. */
export interface PageRevision {
  id: number;
  version: number;
  actor: string;
  createdAt: string;
  before: PageContent;
  after: PageContent;
}
