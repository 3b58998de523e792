import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { RefreshIcon } from '#client/components/ui/icons.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { dateFormat, isOne } from '#client/lib/intl.ts';
import type { TrashedImport } from '../trash-search';

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
  const when = dateFormat({ dateStyle: 'medium' });
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {i18n._('Imports in the trash')}
      </h2>
      <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-100">
        {imports.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 text-slate-800">
              <span className="font-semibold break-all text-slate-900">
                {batch.fileName || i18n._('An import')}
              </span>
              {isOne(batch.count)
                ? i18n._(', imported {date}: {count} place in the trash', {
                    date: when.format(new Date(batch.createdAt)),
                    count: formatNumber(batch.count),
                  })
                : i18n._(', imported {date}: {count} places in the trash', {
                    date: when.format(new Date(batch.createdAt)),
                    count: formatNumber(batch.count),
                  })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={i18n._('Restore this import ({name})', {
                name: batch.fileName || i18n._('no file name'),
              })}
              disabled={restoring === batch.id}
              onClick={() => onRestore(batch)}
            >
              <RefreshIcon size={14} />
              {restoring === batch.id ? i18n._('Restoring…') : i18n._('Restore this import')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
