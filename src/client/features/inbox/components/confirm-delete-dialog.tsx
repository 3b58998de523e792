import type { ComponentProps } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/** Asks before anything is deleted for good; Cancel (or Escape) keeps it. */
export function ConfirmDeleteDialog({
  children,
  ...props
}: Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'danger'>) {
  return (
    <ConfirmDialog {...props} confirmLabel="Delete" danger>
      {children}
      <p className="mt-3 text-sm font-medium text-slate-800">This cannot be undone.</p>
    </ConfirmDialog>
  );
}
