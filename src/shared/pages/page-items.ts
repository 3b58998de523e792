import { z } from '../zod';
import { PAGE_LIMITS, pageText, requiredPageText } from './page-fields';

/** A figure of a page's stats band: "306" over "UNESCO sites". */
export const Figure = z.strictObject({
  value: requiredPageText('Figure', 20),
  label: requiredPageText('Label', 40),
});

/** A small card: an emoji, a title and a line of text. */
export const Card = z.strictObject({
  emoji: pageText('Emoji', 16),
  title: requiredPageText('Card title', PAGE_LIMITS.shortText),
  text: requiredPageText('Card text', PAGE_LIMITS.itemText),
});

/** A heading of one of a page's sections. */
export const heading = (label: string) => requiredPageText(label, PAGE_LIMITS.shortText);

/** The few words of a button, a link or a label (a button's target stays the site's). */
export const buttonText = (label: string) => requiredPageText(label, 60);

/** A paragraph of plain text under a heading. */
export const paragraph = (label: string) => pageText(label, PAGE_LIMITS.itemText * 2);

/** Where a text shows the address set in Settings (the contact or advertising email). */
export { EMAIL_TOKEN, withEmail } from './email-token';
