import { useState } from 'react';
import { BULK_CONFIRM_ABOVE, type BulkAction } from '#shared/bulk.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { statusLabel } from '#client/components/status-label.ts';
import { typeName } from '#client/components/type-label.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { useLocationTypes } from '../api/get-location-types';

/**
 * A bulk action that asks first when it names more than 50 places (a select's change from a
 * keyboard arrow included): `ask` runs a small action at once and holds a big one for the dialog.
 */
export function useConfirmedBulkAction(apply: (action: BulkAction) => void) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const ask = (action: BulkAction) =>
    action.ids.length > BULK_CONFIRM_ABOVE ? setPending(action) : apply(action);
  return { pending, ask, cancel: () => setPending(null), confirm: () => pending && apply(pending) };
}

/**
 * The question asked before a big action, and its button: the count and the change, with the
 * status or type by its label (`valueLabel`).
 */
function question(action: BulkAction, valueLabel: string): { title: string; confirm: string } {
  const one = isOne(action.ids.length);
  const count = formatNumber(action.ids.length);
  switch (action.action) {
    case 'set-status': {
      const values = { count, status: valueLabel };
      return {
        title: one
          ? i18n._('Change the status of {count} place to {status}?', values)
          : i18n._('Change the status of {count} places to {status}?', values),
        confirm: i18n._('Change status'),
      };
    }
    case 'set-type': {
      const values = { count, type: valueLabel };
      return {
        title: one
          ? i18n._('Change the type of {count} place to {type}?', values)
          : i18n._('Change the type of {count} places to {type}?', values),
        confirm: i18n._('Change type'),
      };
    }
    case 'add-tag': {
      const values = { count, tag: action.value };
      return {
        title: one
          ? i18n._('Add the tag “{tag}” to {count} place?', values)
          : i18n._('Add the tag “{tag}” to {count} places?', values),
        confirm: i18n._('Add tag'),
      };
    }
    case 'remove-tag': {
      const values = { count, tag: action.value };
      return {
        title: one
          ? i18n._('Remove the tag “{tag}” from {count} place?', values)
          : i18n._('Remove the tag “{tag}” from {count} places?', values),
        confirm: i18n._('Remove tag'),
      };
    }
    case 'make-private':
      return {
        title: one
          ? i18n._('Make {count} place private?', { count })
          : i18n._('Make {count} places private?', { count }),
        confirm: i18n._('Make private'),
      };
    case 'make-public':
      return {
        title: one
          ? i18n._('Make {count} place public?', { count })
          : i18n._('Make {count} places public?', { count }),
        confirm: i18n._('Make public'),
      };
    case 'trash':
      return {
        title: one
          ? i18n._('Move {count} place to the trash?', { count })
          : i18n._('Move {count} places to the trash?', { count }),
        confirm: i18n._('Move to trash'),
      };
    case 'restore':
      return {
        title: one
          ? i18n._('Restore {count} place?', { count })
          : i18n._('Restore {count} places?', { count }),
        confirm: i18n._('Restore'),
      };
  }
}

/** The question before a big bulk action: the count and the change, and that Undo follows. */
export function BulkConfirmDialog({
  action,
  onCancel,
  onConfirm,
}: {
  action: BulkAction | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const types = useLocationTypes();
  if (!action) return null;
  const label =
    action.action === 'set-status'
      ? statusLabel(action.value)
      : action.action === 'set-type'
        ? typeName(action.value, types)
        : '';
  const { title, confirm } = question(action, label);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      confirmLabel={confirm}
      danger={action.action === 'trash'}
      onConfirm={onConfirm}
    >
      <p>{i18n._('Undo, in the message that follows, takes it back.')}</p>
    </ConfirmDialog>
  );
}
