import {
  describeChange,
  plainValue,
  REVISION_VERBS,
  timeAgo,
} from '#client/components/history/revision-words.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import type { Revision, RevisionAction } from '../api/get-history';

/** How the history and the conflict view name a place's fields. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  category: 'Category',
  status: 'Status',
  notes: 'Notes',
  isPrivate: 'Visibility',
  privateNotes: 'Private notes',
  youtubeUrls: 'Videos',
  youtubeUrl: 'Video',
  photos: 'Photos',
  photoText: 'Photo captions',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  country: 'Country',
  state: 'State',
  visitedAt: 'Visit date',
  tags: 'Tags',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const VERBS: Record<RevisionAction, string> = {
  ...(REVISION_VERBS as Record<Exclude<RevisionAction, 'merge-import' | 'merge'>, string>),
  'merge-import': 'Updated by an import:',
  merge: 'Merged with a duplicate, taking:',
};

/** "Edited notes, status": what a revision did, in words. */
export function describeRevision(revision: Pick<Revision, 'action' | 'fields'>): string {
  if (revision.action === 'merge' && revision.fields.length === 0) return 'Merged with a duplicate';
  return describeChange(revision, fieldLabel, VERBS);
}

/** A yes-or-no field in words, [true, false], where "Yes" and "No" would not say it. */
const BOOLEAN_WORDS: Record<string, [string, string]> = {
  isPrivate: ['Private', 'Public'],
};

/**
 * A value as the history and the conflict view show it: lists one item a line, empty as a dash,
 * yes-or-no in words ("Private", "Public"; "Yes", "No" for a field without its own).
 */
export const showValue = (value: unknown, field?: string): string =>
  field === 'photoText'
    ? photoWords(value as PhotoTexts | null | undefined)
    : plainValue(value, (field && BOOLEAN_WORDS[field]) || undefined);

/** A photo's words a line: its caption, and its alt text when it has one. */
function photoWords(texts: PhotoTexts | null | undefined): string {
  const lines = Object.values(texts ?? {}).map(({ caption, alt }) =>
    [caption, alt && `Alt text: ${alt}`].filter(Boolean).join(' · '),
  );
  return lines.length > 0 ? lines.join('\n') : '—';
}

export { timeAgo };
