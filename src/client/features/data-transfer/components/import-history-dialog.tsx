import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import type { ImportBatch } from '#shared/history.ts';
import { useImports } from '../api/get-imports';
import { UndoImportButton } from './undo-import-button';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { dateFormat, isOne } from '#client/lib/intl.ts';

const WHEN = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
};

/** Import history (owner): every import with its counts, and Undo import while its places are live. */
export function ImportHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={i18n._('Import history')}
      description={i18n._('Each import, newest first. Undo moves the places it added to the trash.')}
    >
      <ImportList enabled={open} />
    </Modal>
  );
}

function ImportList({ enabled }: { enabled: boolean }) {
  const imports = useImports(enabled);
  if (!imports.data) {
    if (!imports.isError) return <p className="text-slate-700">{i18n._('Loading…')}</p>;
    return (
      <LoadAlert
        what={i18n._('Could not load the imports')}
        error={imports.error}
        onRetry={() => void imports.refetch()}
      />
    );
  }
  if (imports.data.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
        {i18n._('No imports yet. Imports from Import Places are listed here, each with Undo import.')}
      </p>
    );
  return (
    <ul aria-label={i18n._('Imports')} className="divide-y divide-slate-200">
      {imports.data.map((batch) => (
        <li key={batch.id} className="flex flex-wrap items-center gap-3 py-3">
          <BatchSummary batch={batch} />
          {!batch.undoneAt && batch.live > 0 && (
            <UndoImportButton batchId={batch.id} added={batch.live} size="sm" />
          )}
        </li>
      ))}
    </ul>
  );
}

function BatchSummary({ batch }: { batch: ImportBatch }) {
  const values = (n: number) => ({ count: formatNumber(n) });
  const counts = [
    isOne(batch.added)
      ? i18n._('{count} place added', values(batch.added))
      : i18n._('{count} places added', values(batch.added)),
  ];
  if (batch.updated > 0)
    counts.push(
      isOne(batch.updated)
        ? i18n._('{count} place updated', values(batch.updated))
        : i18n._('{count} places updated', values(batch.updated)),
    );
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-semibold text-slate-900">{batch.fileName || i18n._('Imported file')}</p>
      <p className="text-sm text-slate-700">
        <time dateTime={batch.createdAt}>{formatWhen(batch.createdAt)}</time> · {counts.join(', ')}
      </p>
      <p className="text-sm text-slate-600">
        {batch.undoneAt
          ? i18n._('Undone {when}', { when: formatWhen(batch.undoneAt) })
          : batch.added > 0
            ? isOne(batch.live)
              ? i18n._('{count} place of them still on the map', values(batch.live))
              : i18n._('{count} places of them still on the map', values(batch.live))
            : i18n._('Nothing added')}
      </p>
    </div>
  );
}
