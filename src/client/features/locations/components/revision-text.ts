import {
  describeChange,
  plainValue,
  revisionSentences,
  revisionVerbs,
  timeAgo,
} from '#client/components/history/revision-words.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import { i18n } from '#client/lib/i18n.ts';
import type { Revision, RevisionAction } from '../api/get-history';

/** How the history and the conflict view name a place's fields (in the page's language: `fieldLabel`). */
export const FIELD_LABELS: Record<string, string> = {
  name: /*i18n*/ 'Name',
  type: /*i18n*/ 'Type',
  category: /*i18n*/ 'Category',
  status: /*i18n*/ 'Status',
  notes: /*i18n*/ 'Notes',
  isPrivate: /*i18n*/ 'Visibility',
  privateNotes: /*i18n*/ 'Private notes',
  youtubeUrls: /*i18n*/ 'Videos',
  youtubeUrl: /*i18n*/ 'Video',
  photos: /*i18n*/ 'Photos',
  photoText: /*i18n*/ 'Photo captions',
  address: /*i18n*/ 'Address',
  latitude: /*i18n*/ 'Latitude',
  longitude: /*i18n*/ 'Longitude',
  country: /*i18n*/ 'Country',
  state: /*i18n*/ 'State',
  visitedAt: /*i18n*/ 'Visit date',
  tags: /*i18n*/ 'Tags',
};

export const fieldLabel = (field: string) => {
  const label = FIELD_LABELS[field];
  return label === undefined ? field : i18n._(label);
};

/** The verbs of a place's history: every history's, and its merges. */
const verbs = (): Record<RevisionAction, string> => ({
  ...(revisionVerbs() as Record<Exclude<RevisionAction, 'merge-import' | 'merge'>, string>),
  'merge-import': i18n._('Updated by an import:'),
  merge: i18n._('Merged with a duplicate'),
});

/** What the actions that name the fields they changed say of them: every history's, and the merges. */
const sentences = (): Record<string, (fields: string) => string> => ({
  ...revisionSentences(),
  'merge-import': (fields) => i18n._('Updated by an import: {fields}', { fields }),
  merge: (fields) => i18n._('Merged with a duplicate, taking: {fields}', { fields }),
});

/** "Edited notes, status": what a revision did, in words. */
export const describeRevision = (revision: Pick<Revision, 'action' | 'fields'>): string =>
  describeChange(revision, fieldLabel, verbs(), sentences());

/** A yes-or-no field in words, [true, false], where "Yes" and "No" would not say it. */
const booleanWords = (field?: string): [string, string] | undefined =>
  field === 'isPrivate' ? [i18n._('Private'), i18n._('Public')] : undefined;

/**
 * A value as the history and the conflict view show it: lists one item a line, empty as a dash,
 * yes-or-no in words ("Private", "Public"; "Yes", "No" for a field without its own).
 */
export const showValue = (value: unknown, field?: string): string =>
  field === 'photoText'
    ? photoWords(value as PhotoTexts | null | undefined)
    : plainValue(value, booleanWords(field));

/** A photo's words a line: its caption, and its alt text when it has one. */
function photoWords(texts: PhotoTexts | null | undefined): string {
  const lines = Object.values(texts ?? {}).map(({ caption, alt }) =>
    [caption, alt && i18n._('Alt text: {alt}', { alt })].filter(Boolean).join(' · '),
  );
  return lines.length > 0 ? lines.join('\n') : '—';
}

export { timeAgo };
