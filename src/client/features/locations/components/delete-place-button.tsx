import { useState, type ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/** SPEC.md, list screen: the question a card's Delete asks first (the map popup's too). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this location?';

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
        title={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        danger
        onConfirm={onDelete}
      >
        <p>It moves to the trash; Undo, in the message that follows, takes it back.</p>
      </ConfirmDialog>
    </>
  );
}
