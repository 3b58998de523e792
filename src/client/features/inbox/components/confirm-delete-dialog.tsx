import type { ComponentProps } from 'react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** Asks before anything is deleted for good; Cancel (or Escape) keeps it. */
export function ConfirmDeleteDialog({
  children,
  ...props
}: Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'danger'>) {
  return (
    <ConfirmDialog {...props} confirmLabel={i18n._('Delete')} danger>
      {children}
      <p className="mt-3 text-sm font-medium text-slate-800">{i18n._('This cannot be undone.')}</p>
    </ConfirmDialog>
  );
}
