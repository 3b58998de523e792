import { lazy, Suspense, useState } from 'react';
import { useOwner } from '#client/lib/use-owner.ts';
import { usePageShortcuts } from '#client/lib/shortcuts.ts';

const KeyboardShortcutsDialog = lazy(async () => ({
  default: (await import('./keyboard-shortcuts-dialog')).KeyboardShortcutsDialog,
}));

/** The search box on screen (the header has one for wide screens and one for phones). */
function focusSearch() {
  const boxes = document.querySelectorAll<HTMLInputElement>('form[role="search"] input');
  const shown = [...boxes].find((box) => box.getClientRects().length > 0);
  shown?.focus();
  shown?.select();
}

/**
 * "/" focuses the search and "?" lists the shortcuts, for everyone on every page: both only read.
 * The owner's own shortcuts (adding, editing, deleting) live with the screens they act on.
 */
export function KeyboardShortcuts() {
  const { isOwner } = useOwner();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  usePageShortcuts([
    { key: '/', run: focusSearch },
    {
      key: '?',
      run: () => {
        setAsked(true);
        setOpen(true);
      },
    },
  ]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcutsDialog isOwner={isOwner} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
