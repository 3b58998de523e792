import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPTED_EXTENSIONS } from '#shared/import/file-checks.ts';
import { MAX_IMPORT_FILE_BYTES } from '#shared/import/fields.ts';
import { cn } from '#client/components/ui/cn.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/** Choose a file with the button (keyboard and screen readers) or drop it on the zone. */
export function FileDropZone({
  onFile,
  describedBy,
}: {
  onFile: (file: File) => void;
  describedBy?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        over ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <p className="text-sm text-slate-700">{i18n._('Drop a file here, or')}</p>
      <label
        htmlFor={id}
        className={buttonClass(
          'primary',
          'md',
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
        )}
      >
        {i18n._('Choose a file')}
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // Choosing the same file again after fixing it must still count as a choice.
            event.target.value = '';
          }}
        />
      </label>
      <p className="text-xs text-slate-600">
        {i18n._(
          'GeoJSON (a Google Takeout “Saved Places.json” too), CSV, KML, KMZ, GPX or a Polarsteps trip.json or export zip, up to {size} MB.',
          { size: formatNumber(MAX_IMPORT_FILE_BYTES / 1024 / 1024) },
        )}
      </p>
    </div>
  );
}
