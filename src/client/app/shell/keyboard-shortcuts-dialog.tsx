import { Button } from '#client/components/ui/button.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { i18n } from '#client/lib/i18n.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** What the "?" dialog lists; the owner's rows only for the owner, who alone can use them. */
const EVERYONE = [
  { keys: ['/'], does: /*i18n*/ 'Focus the search' },
  { keys: ['?'], does: /*i18n*/ 'Show these shortcuts' },
];
const OWNER = [
  { keys: ['N'], does: /*i18n*/ 'Add a new place' },
  { keys: ['J', 'K'], does: /*i18n*/ 'Open the next or previous place in the list’s order' },
  { keys: ['E'], does: /*i18n*/ 'Edit the open place' },
  { keys: [isMac ? '⌘' : 'Ctrl', 'S'], does: /*i18n*/ 'Save the place being edited or added' },
  { keys: ['Esc'], does: /*i18n*/ 'Cancel editing (asks if you changed something), or close' },
  { keys: ['Delete'], does: /*i18n*/ 'Move the open place to the trash' },
];

/** The "?" dialog: loaded the first time it opens, so no page's first load carries the dialog code. */
export function KeyboardShortcutsDialog({
  isOwner,
  open,
  onOpenChange,
}: {
  isOwner: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rows = isOwner ? [...EVERYONE, ...OWNER] : EVERYONE;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('Keyboard shortcuts')}
      description={i18n._('Letters do nothing while you type in a field; Save and Esc work there too.')}
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {i18n._('Close')}
        </Button>
      }
    >
      <dl className="divide-y divide-slate-200">
        {rows.map((row) => (
          <div key={row.does} className="flex items-center justify-between gap-4 py-2">
            <dt className="flex shrink-0 gap-1">
              {row.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-slate-800 shadow-sm"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-end text-sm text-slate-700">{i18n._(row.does)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
