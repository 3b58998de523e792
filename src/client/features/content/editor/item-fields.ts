import { EMAIL_TOKEN } from '#shared/pages/page-items.ts';
import type { ItemField, ItemWords } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

/** How the pages' shared items are edited: a figure, a small card. */
export const FIGURE_FIELDS: readonly ItemField<{ value: string; label: string }>[] = [
  { key: 'value', label: /*i18n*/ 'value', required: true },
  { key: 'label', label: /*i18n*/ 'label', required: true },
];

export const CARD_FIELDS: readonly ItemField<{ emoji: string; title: string; text: string }>[] = [
  { key: 'emoji', label: /*i18n*/ 'emoji' },
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'text', label: /*i18n*/ 'text', kind: 'multiline', required: true },
];

/** The items of the pages' lists, by name (each language has its own articles and cases). */
export const figureWords = (): ItemWords => ({
  numbered: (number) => i18n._('Figure {number}', { number }),
  add: i18n._('Add a figure'),
  remove: (number) => i18n._('Remove figure {number}', { number }),
});

export const cardWords = (): ItemWords => ({
  numbered: (number) => i18n._('Card {number}', { number }),
  add: i18n._('Add a card'),
  remove: (number) => i18n._('Remove card {number}', { number }),
});

export const blankFigure = () => ({ value: '', label: '' });
export const blankCard = () => ({ emoji: '', title: '', text: '' });

export const emailHint = () => i18n._('{token} shows the address set in Settings.', { token: EMAIL_TOKEN });
