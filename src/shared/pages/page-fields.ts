import { z } from '../zod';
import { NO_NUL, NUL_MESSAGE } from '../location-schema';

/** The limits of every field of an editable page, named so the editor can show them. */
export const PAGE_LIMITS = {
  title: 120,
  description: 300,
  body: 20_000,
  shortText: 120,
  itemText: 500,
  listItems: 20,
} as const;

function text(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

/** Text that must be there: trimmed, 1 to `max` characters, no NUL (PostgreSQL refuses it). */
export function requiredPageText(label: string, max: number) {
  return text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max.toLocaleString('en-US')} characters`)
    .refine(NO_NUL, NUL_MESSAGE);
}

/** Text that may be empty. */
export function pageText(label: string, max: number) {
  return text(label)
    .trim()
    .max(max, `${label} is at most ${max.toLocaleString('en-US')} characters`)
    .refine(NO_NUL, NUL_MESSAGE);
}

/** A list of at most `max` items. */
export function pageList<T extends z.ZodType>(label: string, item: T, max: number = PAGE_LIMITS.listItems) {
  return z
    .array(item, {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a list`),
    })
    .max(max, `${label} has at most ${max} items`);
}

/** What every page has: its title, the line under it, and its body in Markdown. */
export const PAGE_BASE = {
  title: requiredPageText('Title', PAGE_LIMITS.title),
  description: pageText('Description', PAGE_LIMITS.description),
  body: pageText('Body', PAGE_LIMITS.body),
};

// $99, $1,299, $1299.50: dollars as the price tables show them.
const PRICE = /^\$(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/;

/** A price as visitors read it, in dollars: "$299", "$1,250", "$49.50". */
export function pagePrice(label: string) {
  return requiredPageText(label, 20).regex(PRICE, `${label} is an amount in dollars, such as $299 or $1,250`);
}

/** A list of short lines (a package's features, a pack's stops): each required, at most `max` of them. */
export function pageLines(label: string, itemLabel: string, max: number) {
  return pageList(label, requiredPageText(itemLabel, PAGE_LIMITS.shortText * 2), max);
}
