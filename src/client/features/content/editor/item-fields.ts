import { EMAIL_TOKEN } from '#shared/pages/page-items.ts';
import type { ItemField } from './list-fields';

/** How the pages' shared items are edited: a figure, a small card. */
export const FIGURE_FIELDS: readonly ItemField<{ value: string; label: string }>[] = [
  { key: 'value', label: 'Value', required: true },
  { key: 'label', label: 'Label', required: true },
];

export const CARD_FIELDS: readonly ItemField<{ emoji: string; title: string; text: string }>[] = [
  { key: 'emoji', label: 'Emoji' },
  { key: 'title', label: 'Title', required: true },
  { key: 'text', label: 'Text', kind: 'multiline', required: true },
];

export const blankFigure = () => ({ value: '', label: '' });
export const blankCard = () => ({ emoji: '', title: '', text: '' });

export const EMAIL_HINT = `${EMAIL_TOKEN} shows the address set in Settings.`;
