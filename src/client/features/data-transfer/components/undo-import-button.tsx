import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { editedSince, useUndoImport } from '../api/undo-import';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

const values = (n: number) => ({ count: formatNumber(n) });

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
          toast.success(
            isOne(added)
              ? i18n._('Import undone: {count} place moved to the trash', values(added))
              : i18n._('Import undone: {count} places moved to the trash', values(added)),
          );
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
            i18n._('Could not undo the import: {reason}', {
              reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
            }),
          );
        },
      },
    );

  return (
    <>
      <Button variant="secondary" size={size} disabled={undo.isPending} onClick={() => setAsking('confirm')}>
        {undo.isPending ? i18n._('Undoing…') : i18n._('Undo import')}
      </Button>
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._('Undo this import?')}
        confirmLabel={i18n._('Undo import')}
        onConfirm={() => run(false)}
      >
        <p>
          {isOne(added)
            ? i18n._(
                'The {count} place it added move to the trash, where you can restore them. Places it updated keep their changes.',
                values(added),
              )
            : i18n._(
                'The {count} places it added move to the trash, where you can restore them. Places it updated keep their changes.',
                values(added),
              )}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'edited'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._('Some of these places were edited since')}
        confirmLabel={i18n._('Undo anyway')}
        danger
        onConfirm={() => run(true)}
      >
        <p>
          {edited === 0
            ? i18n._(
                'Some places this import added were edited after the import. Undo anyway? They move to the trash with your edits, and you can restore them from there.',
              )
            : isOne(edited)
              ? i18n._(
                  '{count} place this import added was edited after the import. Undo anyway? They move to the trash with your edits, and you can restore them from there.',
                  values(edited),
                )
              : i18n._(
                  '{count} places this import added were edited after the import. Undo anyway? They move to the trash with your edits, and you can restore them from there.',
                  values(edited),
                )}
        </p>
      </ConfirmDialog>
    </>
  );
}
