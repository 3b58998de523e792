import { useId, useState } from 'react';
import { MAX_ARCHIVE_BYTES, type RestoreResult } from '#shared/archive-schema.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useRestoreArchive } from '../api/restore-archive';
import { ImportProgress } from './import-progress';
import { formatNumber, i18n, intlLocale } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

const ONE_DECIMAL = new Intl.NumberFormat(intlLocale, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const megabytes = (bytes: number) => i18n._('{size} MB', { size: ONE_DECIMAL.format(bytes / 1024 / 1024) });
const GIGABYTES = formatNumber(MAX_ARCHIVE_BYTES / 1024 ** 3);

/** What came back, each kind counted ("12 places", "1 tag"). */
function restoredMessage({ restored }: RestoreResult): string {
  const counted = (n = 0, one: string, many: string) =>
    i18n._(isOne(n) ? one : many, { count: formatNumber(n) });
  return i18n._(
    "Restored {places} (the trash included), {revisions}, {photos}, {tags} and {trips}, with the site's settings and your profile.",
    {
      places: counted(restored.places, /*i18n*/ '{count} place', /*i18n*/ '{count} places'),
      revisions: counted(restored.revisions, /*i18n*/ '{count} revision', /*i18n*/ '{count} revisions'),
      photos: counted(restored.photos, /*i18n*/ '{count} photo', /*i18n*/ '{count} photos'),
      tags: counted(restored.tags, /*i18n*/ '{count} tag', /*i18n*/ '{count} tags'),
      trips: counted(restored.trips, /*i18n*/ '{count} trip', /*i18n*/ '{count} trips'),
    },
  );
}

/**
 * Restore from archive… (owner): choose a Fru World archive, read what it will do, confirm, watch
 * it upload, then see what was restored or why nothing was. Loaded when first opened.
 */
export function RestoreArchiveDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(0);
  const restore = useRestoreArchive();

  const reset = () => {
    setFile(null);
    setProgress(0);
    restore.reset();
  };
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // Once sent, the server finishes the restore: stay open to say how it went.
    if (restore.isPending) return;
    reset();
    onOpenChange(false);
  };
  const tooLarge = file !== null && file.size > MAX_ARCHIVE_BYTES;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={i18n._('Restore from archive')}
      description={i18n._(
        'Makes this site a copy of a Fru World archive (a zip made with Download archive).',
      )}
    >
      <div aria-busy={restore.isPending} aria-live="polite" className="space-y-4">
        {!file && (
          <div className="flex flex-col items-start gap-3">
            <label
              htmlFor={inputId}
              className={buttonClass(
                'primary',
                'md',
                'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
              )}
            >
              {i18n._('Choose an archive')}
              <input
                id={inputId}
                type="file"
                accept=".zip,application/zip"
                className="sr-only"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) setFile(chosen);
                  event.target.value = '';
                }}
              />
            </label>
            <p className="text-xs text-slate-600">
              {i18n._('A fru-world-archive-….zip, up to {size} GB.', { size: GIGABYTES })}
            </p>
          </div>
        )}
        {file && restore.isIdle && (
          <>
            <p className="text-sm text-slate-800">
              <span className="font-semibold break-all">{file.name}</span> ({megabytes(file.size)})
            </p>
            {tooLarge ? (
              <FormAlert>
                {i18n._('This file is larger than {size} GB: it is not an archive this site can restore.', {
                  size: GIGABYTES,
                })}
              </FormAlert>
            ) : (
              <FormAlert tone="info">
                {i18n._(
                  "Every place in the archive comes back as it was, with the same ids, dates and history, with the trash, photos, tags, trips (their tracks and share links), the site's settings and your profile (name, email, avatar; your password stays). This works only on an empty site: if this site has any place or trip, the demo places and the trash included, nothing is changed.",
                )}
              </FormAlert>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={reset}>
                {i18n._('Choose another file')}
              </Button>
              <Button
                disabled={tooLarge}
                onClick={() => restore.mutate({ file, onProgress: (sent) => setProgress(sent) })}
              >
                {i18n._('Restore this archive')}
              </Button>
            </div>
          </>
        )}
        {restore.isPending && (
          <ImportProgress
            label={i18n._('Uploading the archive:')}
            progress={progress}
            working={i18n._('Restoring the site…')}
          />
        )}
        {restore.isSuccess && (
          <>
            <FormAlert tone="info">{restoredMessage(restore.data)}</FormAlert>
            <div className="flex justify-end">
              <Button onClick={() => close(false)}>{i18n._('Done')}</Button>
            </div>
          </>
        )}
        {restore.isError && (
          <>
            <FormAlert>{restore.error.message}</FormAlert>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)}>
                {i18n._('Close')}
              </Button>
              <Button onClick={reset}>{i18n._('Choose another file')}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
