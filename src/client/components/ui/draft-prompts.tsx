import { Button } from './button';
import { Modal } from './modal';
import { i18n } from '#client/lib/i18n.ts';

/** Offers a draft an earlier visit left behind (reload, crash, closed tab): Restore or Discard. */
export function RestoreDraftPrompt({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label={i18n._('Unsaved draft')}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-amber-900">{i18n._('Restore your unsaved draft?')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          {i18n._('Discard')}
        </Button>
        <Button size="sm" onClick={onRestore}>
          {i18n._('Restore')}
        </Button>
      </div>
    </section>
  );
}

/** Asks before a changed form is closed; Keep editing (or Escape) keeps it open with the text. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onKeepEditing()}
      title={i18n._('Discard unsaved changes?')}
      description={i18n._('What you typed in this form has not been saved.')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onKeepEditing}>
            {i18n._('Keep editing')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {i18n._('Discard')}
          </Button>
        </>
      }
    />
  );
}
