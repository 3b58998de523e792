import { useState } from 'react';
import { BULK_CONFIRM_ABOVE, type BulkAction } from '#shared/bulk.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { statusLabel } from '#client/components/ui/status-badge.tsx';
import { question } from '../api/bulk-texts';
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
        ? (types.find(({ type }) => type === action.value)?.label ?? action.value)
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
      <p>Undo, in the message that follows, takes it back.</p>
    </ConfirmDialog>
  );
}
