import type { BulkAction } from '#shared/bulk.ts';
import { ApiError } from '#client/lib/api.ts';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

// What the bulk bar's toasts say of an action.

/** The toast after an action: the change, and how many places it was made to. */
export function doneText(action: BulkAction['action'], places: number): string {
  const one = isOne(places);
  const values = { count: formatNumber(places) };
  switch (action) {
    case 'set-status':
      return one
        ? i18n._('Changed the status of {count} place', values)
        : i18n._('Changed the status of {count} places', values);
    case 'set-type':
      return one
        ? i18n._('Changed the type of {count} place', values)
        : i18n._('Changed the type of {count} places', values);
    case 'trash':
      return one
        ? i18n._('Moved {count} place to the trash', values)
        : i18n._('Moved {count} places to the trash', values);
    case 'restore':
      return one ? i18n._('Restored {count} place', values) : i18n._('Restored {count} places', values);
    case 'add-tag':
      return one ? i18n._('Tagged {count} place', values) : i18n._('Tagged {count} places', values);
    case 'remove-tag':
      return one
        ? i18n._('Removed the tag from {count} place', values)
        : i18n._('Removed the tag from {count} places', values);
    case 'make-private':
      return one
        ? i18n._('Made {count} place private', values)
        : i18n._('Made {count} places private', values);
    case 'make-public':
      return one ? i18n._('Made {count} place public', values) : i18n._('Made {count} places public', values);
  }
}

/** A refused action's toast: nothing changed, and why. */
export function bulkFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._('Nothing was changed. Please try again.');
  const reason = [error.message, ...Object.values(error.fields)].map(formMessage).join(' ');
  return i18n._('Nothing was changed. {reason}', { reason });
}
