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
  create: 'Created',
  update: 'Edited',
  delete: 'Moved to the trash',
  restore: 'Restored from the trash',
  import: 'Imported',
  revert: 'Restored an earlier version:',
  'merge-import': 'Updated by an import:',
  merge: 'Merged with a duplicate, taking:',
};

/** "Edited notes, status": what a revision did, in words. */
export function describeRevision(revision: Pick<Revision, 'action' | 'fields'>): string {
  const verb = VERBS[revision.action] ?? revision.action;
  const named =
    ['update', 'revert', 'merge-import', 'merge'].includes(revision.action) && revision.fields.length > 0;
  if (revision.action === 'merge' && !named) return 'Merged with a duplicate';
  return named ? `${verb} ${revision.fields.map((f) => fieldLabel(f).toLowerCase()).join(', ')}` : verb;
}

/** A yes-or-no field in words, [true, false], where "Yes" and "No" would not say it. */
const BOOLEAN_WORDS: Record<string, [string, string]> = {
  isPrivate: ['Private', 'Public'],
};

/**
 * A value as the history and the conflict view show it: lists one item a line, empty as a dash,
 * yes-or-no in words ("Private", "Public"; "Yes", "No" for a field without its own).
 */
export function showValue(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    const [yes, no] = (field && BOOLEAN_WORDS[field]) || ['Yes', 'No'];
    return value ? yes : no;
  }
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join('\n') : '—';
  return String(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

/** "2 minutes ago" up to a month, then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = (now - then) / 1000;
  if (amount < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  amount /= 60;
  for (const [unit, next] of UNITS) {
    if (Math.round(amount) < next) return format.format(-Math.round(amount), unit);
    amount /= next;
  }
  return new Date(then).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
