import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import { UPLOAD_ACCEPT, UPLOAD_FORMATS_TEXT, type UploadedPhoto } from '../../../../shared/media';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CameraIcon } from '../../../components/ui/icons';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { checkSelection } from '../upload-selection';
import { UploadRows } from './upload-rows';

export interface PhotoUploaderHandle {
  /** Opens the file picker (the detail modal's Add Photos). */
  open: () => void;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The owner's photo upload, around the form's photo area (`children`): "Upload photos" opens the
 * picker (on a phone: the camera or the library), files dropped on the area or pasted into the form
 * are sent too. The count is checked against the place's limit before anything is sent; each file
 * then shows its progress, and a failed one says why with Retry and Remove while the others go on.
 * Each stored photo's link goes to `onUploaded`, which adds it to the form's photos.
 */
export const PhotoUploader = forwardRef<
  PhotoUploaderHandle,
  {
    /** Photos the place holds in the form now. */
    held: number;
    onUploaded: (photo: UploadedPhoto) => void;
    /** Whether files are still on their way (the form waits for them before saving or closing). */
    onBusyChange?: (busy: boolean) => void;
    children?: ReactNode;
  }
>(function PhotoUploader({ held, onUploaded, onBusyChange, children }, ref) {
  const uploads = usePhotoUploads(onUploaded);
  const [message, setMessage] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const picker = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    open: () => {
      button.current?.focus();
      picker.current?.click();
    },
  }));

  const busy = uploads.pending > 0;
  useLayoutEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

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
  const takeRef = useRef(take);
  useLayoutEffect(() => {
    takeRef.current = take;
  });

  // Ctrl/Cmd+V of an image anywhere in the dialog (or form) around the uploader.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const scope = area.current?.closest('[role="dialog"], form');
      if (!scope || !(event.target instanceof Node) || !scope.contains(event.target)) return;
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      takeRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      take(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <div
      ref={area}
      {...dragProps}
      className={cn(
        'relative rounded-2xl border-2 border-dashed p-3 transition-colors',
        dragging ? 'border-teal-600 bg-teal-50' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button ref={button} variant="secondary" onClick={() => picker.current?.click()}>
          <CameraIcon size={16} />
          Upload photos
        </Button>
        <p className="min-w-0 flex-1 text-xs text-slate-600">
          Or drop or paste them here. {UPLOAD_FORMATS_TEXT}.
        </p>
        <input
          ref={picker}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          aria-label="Photos to upload"
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            // The same files may be chosen again (after a failure or a removal).
            event.target.value = '';
          }}
        />
      </div>
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
      {children && <div className="mt-3">{children}</div>}
      {dragging && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-2xl bg-teal-50/90 text-sm font-semibold text-teal-800">
          Drop photos to upload them
        </div>
      )}
    </div>
  );
});
