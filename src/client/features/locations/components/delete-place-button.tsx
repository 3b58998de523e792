import { useState, type ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** SPEC.md, list screen: the question a card's Delete asks first (the map popup's too). */
export const DELETE_CONFIRMATION = /*i18n*/ 'Are you sure you want to delete this location?';

/**
 * The owner's Delete on a card or in the popup: asks the spec's question in the site's own dialog
 * (never the browser's confirm()); Cancel or Escape keeps the place, Delete moves it to the trash.
 */
export function DeletePlaceButton({
  onDelete,
  ...button
}: Omit<ComponentProps<typeof Button>, 'onClick'> & { onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={i18n._(DELETE_CONFIRMATION)}
        confirmLabel={i18n._('Delete')}
        danger
        onConfirm={onDelete}
      >
        <p>{i18n._('It moves to the trash; Undo, in the message that follows, takes it back.')}</p>
      </ConfirmDialog>
    </>
  );
}
