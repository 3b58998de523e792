import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { editedSince, useUndoImport } from '../api/undo-import';

const places = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'place' : 'places'}`;

/**
 * Undo import: asks first, then moves the places the import added to the trash. When some were
 * edited since, the server refuses and this asks again before trashing them with their edits.
 */
export function UndoImportButton({
  batchId,
  added,
  size = 'md',
  onUndone,
}: {
  batchId: string;
  added: number;
  size?: 'sm' | 'md';
  onUndone?: () => void;
}) {
  const undo = useUndoImport();
  const [asking, setAsking] = useState<'confirm' | 'edited' | null>(null);
  const [edited, setEdited] = useState(0);

  const run = (force: boolean) =>
    undo.mutate(
      { id: batchId, force },
      {
        onSuccess: () => {
          toast.success(`Import undone: ${places(added)} moved to the trash`);
          onUndone?.();
        },
        onError: (error) => {
          const ids = editedSince(error);
          if (ids) {
            setEdited(ids.length);
            setAsking('edited');
            return;
          }
          toast.error(
            `Could not undo the import: ${error instanceof ApiError ? error.message : 'please try again.'}`,
          );
        },
      },
    );

  return (
    <>
      <Button variant="secondary" size={size} disabled={undo.isPending} onClick={() => setAsking('confirm')}>
        {undo.isPending ? 'Undoing…' : 'Undo import'}
      </Button>
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Undo this import?"
        confirmLabel="Undo import"
        onConfirm={() => run(false)}
      >
        <p>
          The {places(added)} it added move to the trash, where you can restore them. Places it updated keep
          their changes.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'edited'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Some of these places were edited since"
        confirmLabel="Undo anyway"
        danger
        onConfirm={() => run(true)}
      >
        <p>
          {edited > 0 ? places(edited) : 'Some places'} this import added {edited === 1 ? 'was' : 'were'}{' '}
          edited after the import. Undo anyway? They move to the trash with your edits, and you can restore
          them from there.
        </p>
      </ConfirmDialog>
    </>
  );
}
