import { useState, type ChangeEvent } from 'react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { FormAlert } from '#client/components/ui/field.tsx';
import { CameraIcon } from '#client/components/ui/icons.tsx';
import { UPLOAD_ACCEPT, UPLOAD_BATCH_MAX } from '#shared/media.ts';
import type { Reading } from '../hooks/use-photo-reading';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/** A folder input: Chromium, Firefox and Safari all take `webkitdirectory`; React passes it through. */
const FOLDER_INPUT = { webkitdirectory: '', directory: '' } as Record<string, string>;

/**
 * Where the photos come in: a drop zone for files, folders and zips, a file picker (photos or a
 * zip) and a folder picker; then the EXIF reading's progress.
 */
export function PhotoPicker({
  reading,
  onFiles,
  onDrop,
}: {
  reading: Reading;
  onFiles: (files: File[]) => void;
  onDrop: (items: DataTransferItemList) => void;
}) {
  const [over, setOver] = useState(false);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  if (reading.stage === 'reading')
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <p role="status" className="font-medium text-slate-900">
          {i18n._('Reading {done} of {total}…', {
            done: formatNumber(reading.done),
            total: formatNumber(reading.total),
          })}
        </p>
        <progress
          aria-label={i18n._("Reading the photos' GPS and dates")}
          className="mt-3 h-2 w-full accent-teal-700"
          max={reading.total}
          value={reading.done}
        />
        <p className="mt-2 text-sm text-slate-700">
          {i18n._('Only where and when each photo was taken is read, here in your browser.')}
        </p>
      </div>
    );

  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        {i18n._(
          "Choose the photos of a trip: each one's GPS and date are read here in your browser, photos taken close together become one place, and nothing is uploaded until you press Create.",
        )}
      </p>
      <div
        role="region"
        aria-label={i18n._('Drop photos, a folder or a zip here')}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onDrop(event.dataTransfer.items);
        }}
        className={cn(
          'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed px-6 py-10 text-center',
          over ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-white',
        )}
      >
        <CameraIcon size={36} className="text-teal-700" />
        <p className="font-semibold text-slate-900">{i18n._('Drop photos, a folder or a .zip here')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <label className={buttonClass('primary', 'md', 'cursor-pointer focus-within:outline-2')}>
            {i18n._('Choose photos or a zip')}
            <input
              type="file"
              multiple
              accept={`${UPLOAD_ACCEPT},.zip,application/zip`}
              className="sr-only"
              onChange={picked}
            />
          </label>
          <label className={buttonClass('secondary', 'md', 'cursor-pointer focus-within:outline-2')}>
            {i18n._('Choose a folder')}
            <input type="file" multiple className="sr-only" onChange={picked} {...FOLDER_INPUT} />
          </label>
        </div>
        <p className="text-sm text-slate-700">
          {i18n._('JPEG, PNG, WebP, AVIF or HEIC; at most {max} photos at once.', {
            max: formatNumber(UPLOAD_BATCH_MAX),
          })}
        </p>
      </div>
      {reading.error && <FormAlert>{reading.error}</FormAlert>}
      {reading.note && <p className="text-sm text-slate-700">{reading.note}</p>}
    </div>
  );
}
