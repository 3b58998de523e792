import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { CheckCircleIcon, RefreshIcon } from '#client/components/ui/icons.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import type { UploadRow } from '../hooks/use-photo-uploads';

function statusText(row: UploadRow): string {
  switch (row.status) {
    case 'queued':
      return i18n._('Waiting…');
    case 'uploading':
      return i18n._('{percent}%', { percent: Math.round(row.progress * 100) });
    case 'processing':
      return i18n._('Processing…');
    case 'done':
      return i18n._('Uploaded');
    case 'failed':
      return i18n._('Failed');
  }
}

/** One line a file: its name, a progress bar, and for a failed one the reason with Retry and Remove. */
export function UploadRows({
  rows,
  onRetry,
  onRemove,
  onClearFinished,
}: {
  rows: readonly UploadRow[];
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
  onClearFinished: () => void;
}) {
  if (rows.length === 0) return null;
  const finished = rows.filter((row) => row.status === 'done').length;
  return (
    <div className="mt-3">
      <ul aria-label={i18n._('Uploads')} className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.key}
            aria-label={row.file.name}
            className={cn(
              'rounded-xl border px-3 py-2',
              row.status === 'failed' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white',
            )}
          >
            <div className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={row.file.name}>
                {row.file.name}
              </span>
              <span
                className={cn(
                  'flex shrink-0 items-center gap-1 text-xs tabular-nums',
                  row.status === 'failed' ? 'font-semibold text-red-700' : 'text-slate-600',
                  row.status === 'done' && 'text-teal-800',
                )}
              >
                {row.status === 'done' && <CheckCircleIcon size={14} />}
                {statusText(row)}
              </span>
            </div>
            {row.status === 'failed' ? (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <p className="min-w-0 flex-1 text-sm text-red-800">{row.error && formMessage(row.error)}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={i18n._('Retry {name}', { name: row.file.name })}
                  onClick={() => onRetry(row.key)}
                >
                  <RefreshIcon size={14} />
                  {i18n._('Retry')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={i18n._('Remove {name}', { name: row.file.name })}
                  onClick={() => onRemove(row.key)}
                >
                  {i18n._('Remove')}
                </Button>
              </div>
            ) : (
              <div
                role="progressbar"
                aria-label={i18n._('Uploading {name}', { name: row.file.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(row.progress * 100)}
                aria-valuetext={statusText(row)}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width] duration-200',
                    row.status === 'processing' ? 'animate-pulse bg-teal-500' : 'bg-teal-700',
                  )}
                  style={{ width: `${Math.round(row.progress * 100)}%` }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {finished > 0 && finished === rows.length && (
        <Button size="sm" variant="ghost" className="mt-1" onClick={onClearFinished}>
          {i18n._('Clear finished')}
        </Button>
      )}
    </div>
  );
}
