/**
 * The import's progress bar: the share of the file sent while uploading (aria-valuenow), then an
 * indeterminate bar while the server works (no valuenow, as ARIA asks for unknown progress).
 */
export function ImportProgress({
  label,
  progress,
  working,
}: {
  label: string;
  progress: number | null;
  working: string;
}) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="space-y-2 py-2">
      <p className="text-sm font-medium text-slate-800" id="import-progress-label">
        {percent === null ? working : `${label} ${percent}%`}
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? { 'aria-valuetext': working } : { 'aria-valuenow': percent })}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        {percent === null ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-teal-600" />
        ) : (
          <div
            className="h-full rounded-full bg-teal-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}
