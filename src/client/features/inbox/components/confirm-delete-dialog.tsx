import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** Asks before anything is deleted for good; Cancel (or Escape) keeps it. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  children,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-slate-700">{children}</div>
      <p className="mt-3 text-sm font-medium text-slate-800">This cannot be undone.</p>
    </Modal>
  );
}
