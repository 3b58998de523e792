import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { RefreshIcon } from '#client/components/ui/icons.tsx';
import type { TrashedImport } from '../trash-search';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The imports whose places are in the trash (an undone import, say), each with Restore this import. */
export function TrashImports({
  imports,
  restoring,
  onRestore,
}: {
  imports: TrashedImport[];
  restoring: string | undefined;
  onRestore: (batch: TrashedImport) => void;
}) {
  const id = useId();
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        Imports in the trash
      </h2>
      <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-100">
        {imports.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 text-slate-800">
              <span className="font-semibold break-all text-slate-900">{batch.fileName || 'An import'}</span>,
              imported {WHEN.format(new Date(batch.createdAt))}: {batch.count.toLocaleString('en-US')}{' '}
              {batch.count === 1 ? 'place' : 'places'} in the trash
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Restore this import (${batch.fileName || 'no file name'})`}
              disabled={restoring === batch.id}
              onClick={() => onRestore(batch)}
            >
              <RefreshIcon size={14} />
              {restoring === batch.id ? 'Restoring…' : 'Restore this import'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
