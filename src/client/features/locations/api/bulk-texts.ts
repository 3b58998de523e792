import type { BulkAction } from '#shared/bulk.ts';
import { ApiError } from '#client/lib/api.ts';

// What the bulk bar's toasts and questions say of an action.

export const places = (count: number) =>
  count === 1 ? '1 place' : `${count.toLocaleString('en-US')} places`;

/** The toast after an action. */
export const DONE: Record<BulkAction['action'], (count: number) => string> = {
  'set-status': (count) => `Changed the status of ${places(count)}`,
  'set-type': (count) => `Changed the type of ${places(count)}`,
  trash: (count) => `Moved ${places(count)} to the trash`,
  restore: (count) => `Restored ${places(count)}`,
  'add-tag': (count) => `Tagged ${places(count)}`,
  'remove-tag': (count) => `Removed the tag from ${places(count)}`,
  'make-private': (count) => `Made ${places(count)} private`,
  'make-public': (count) => `Made ${places(count)} public`,
};

/**
 * The question asked before a big action, and its button: the count and the change, with the
 * status or type by its label (`valueLabel`).
 */
export function question(action: BulkAction, valueLabel: string): { title: string; confirm: string } {
  const n = places(action.ids.length);
  switch (action.action) {
    case 'set-status':
      return { title: `Change the status of ${n} to ${valueLabel}?`, confirm: 'Change status' };
    case 'set-type':
      return { title: `Change the type of ${n} to ${valueLabel}?`, confirm: 'Change type' };
    case 'add-tag':
      return { title: `Add the tag “${action.value}” to ${n}?`, confirm: 'Add tag' };
    case 'remove-tag':
      return { title: `Remove the tag “${action.value}” from ${n}?`, confirm: 'Remove tag' };
    case 'make-private':
      return { title: `Make ${n} private?`, confirm: 'Make private' };
    case 'make-public':
      return { title: `Make ${n} public?`, confirm: 'Make public' };
    case 'trash':
      return { title: `Move ${n} to the trash?`, confirm: 'Move to trash' };
    case 'restore':
      return { title: `Restore ${n}?`, confirm: 'Restore' };
  }
}

/** A refused action's toast: nothing changed, and why. */
export function bulkFailure(error: unknown): string {
  const why =
    error instanceof ApiError
      ? [error.message, ...Object.values(error.fields)].join(' ')
      : 'Please try again.';
  return `Nothing was changed. ${why}`;
}
