import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { UPLOAD_ACCEPT, type UploadedPhoto } from '#shared/media.ts';
import { i18n } from '#client/lib/i18n.ts';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { checkSelection } from '../upload-selection';
import { UploadButton } from './upload-button';
import { UploadRows } from './upload-rows';

export interface UploadControlsHandle {
  open: () => void;
  take: (files: readonly File[]) => void;
}

export interface UploadControlsProps {
  held: number;
  onUploaded: (photo: UploadedPhoto) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * What the uploader does (loaded once the owner opens a form, not with a visitor's pages): files
 * checked against the place's limit before anything is sent, then sent three at a time with their
 * progress (a pasted image comes through the uploader's frame, photo-uploader.tsx).
 */
export const UploadControls = forwardRef<UploadControlsHandle, UploadControlsProps>(function UploadControls(
  { held, onUploaded, onBusyChange },
  ref,
) {
  const uploads = usePhotoUploads(onUploaded);
  const [message, setMessage] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const take = (files: readonly File[]) => {
    if (files.length === 0) return;
    const checked = checkSelection(files.length, held + uploads.pending);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    setMessage(null);
    uploads.add(files);
  };
  const open = () => {
    root.current?.querySelector('button')?.focus();
    picker.current?.click();
  };
  useImperativeHandle(ref, () => ({ open, take }));

  const busy = uploads.pending > 0;
  useLayoutEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <div ref={root}>
      <UploadButton onClick={open} />
      <input
        ref={picker}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        hidden
        aria-label={i18n._('Photos to upload')}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          // The same files may be chosen again (after a failure or a removal).
          event.target.value = '';
        }}
      />
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <UploadRows
        rows={uploads.rows}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
        onClearFinished={uploads.clearFinished}
      />
    </div>
  );
});
