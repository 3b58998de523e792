import { useId, useState } from 'react';
import { MAX_ARCHIVE_BYTES, type RestoreResult } from '#shared/archive-schema.ts';
import { formatCount } from '#shared/format-count.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useRestoreArchive } from '../api/restore-archive';
import { ImportProgress } from './import-progress';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function restoredMessage({ restored }: RestoreResult): string {
  const count = (n: number | undefined, one: string, many: string) =>
    `${formatCount(n ?? 0)} ${(n ?? 0) === 1 ? one : many}`;
  return `Restored ${count(restored.places, 'place', 'places')} (the trash included), ${count(restored.revisions, 'revision', 'revisions')}, ${count(restored.photos, 'photo', 'photos')}, ${count(restored.tags, 'tag', 'tags')} and ${count(restored.trips, 'trip', 'trips')}, with the site's settings and your profile.`;
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
      title="Restore from archive"
      description="Makes this site a copy of a Fru World archive (a zip made with Download archive)."
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
              Choose an archive
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
              A fru-world-archive-….zip, up to {MAX_ARCHIVE_BYTES / 1024 ** 3} GB.
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
                This file is larger than {MAX_ARCHIVE_BYTES / 1024 ** 3} GB: it is not an archive this site
                can restore.
              </FormAlert>
            ) : (
              <FormAlert tone="info">
                Every place in the archive comes back as it was, with the same ids, dates and history, with
                the trash, photos, tags, trips (their tracks and share links), the site&apos;s settings and
                your profile (name, email, avatar; your password stays). This works only on an empty site: if
                this site has any place or trip, the demo places and the trash included, nothing is changed.
              </FormAlert>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={reset}>
                Choose another file
              </Button>
              <Button
                disabled={tooLarge}
                onClick={() => restore.mutate({ file, onProgress: (sent) => setProgress(sent) })}
              >
                Restore this archive
              </Button>
            </div>
          </>
        )}
        {restore.isPending && (
          <ImportProgress label="Uploading the archive:" progress={progress} working="Restoring the site…" />
        )}
        {restore.isSuccess && (
          <>
            <FormAlert tone="info">{restoredMessage(restore.data)}</FormAlert>
            <div className="flex justify-end">
              <Button onClick={() => close(false)}>Done</Button>
            </div>
          </>
        )}
        {restore.isError && (
          <>
            <FormAlert>{restore.error.message}</FormAlert>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)}>
                Close
              </Button>
              <Button onClick={reset}>Choose another file</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
