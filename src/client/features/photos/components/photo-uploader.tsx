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
import { cn } from '#client/components/ui/cn.ts';
import { i18n } from '#client/lib/i18n.ts';
import { UploadButton } from './upload-button';
import type { UploadControlsHandle, UploadControlsProps } from './upload-controls';

export interface PhotoUploaderHandle {
  /** Opens the file picker (the detail modal's Add Photos). */
  open: () => void;
  /** Uploads these files, as if dropped here (files dropped on the place before its form opened). */
  take: (files: File[]) => void;
}

type Controls = typeof import('./upload-controls');
let loaded: Controls | undefined;
const loadControls = () => import('./upload-controls').then((module) => (loaded = module));

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The owner's photo upload, around the form's photo area (`children`): "Upload photos" opens the
 * picker (on a phone: the camera or the library), and files dropped on the area or pasted into the
 * form are sent too. The count is checked against the place's limit before anything is sent; each
 * file then shows its progress, and a failed one says why with Retry and Remove while the others
 * go on. Each stored photo goes to `onUploaded`, which adds its link to the form's photos.
 *
 * This frame is all the list and statistics pages carry; the uploading itself loads with the form.
 */
export const PhotoUploader = forwardRef<PhotoUploaderHandle, UploadControlsProps & { children?: ReactNode }>(
  function PhotoUploader({ children, ...props }, ref) {
    const [controls, setControls] = useState(loaded);
    const inner = useRef<UploadControlsHandle>(null);
    // Asked for before the controls arrived: done as soon as they are there.
    const [waiting, setWaiting] = useState<{ open: boolean; files: File[] }>({ open: false, files: [] });
    const [dragging, setDragging] = useState(false);
    const dragDepth = useRef(0);

    useEffect(() => {
      if (!controls) void loadControls().then(setControls);
    }, [controls]);

    useEffect(() => {
      if (!controls || !inner.current) return;
      if (waiting.files.length > 0) inner.current.take(waiting.files);
      if (waiting.open) inner.current.open();
      if (waiting.open || waiting.files.length > 0) setWaiting({ open: false, files: [] });
    }, [controls, waiting]);

    const open = () => (inner.current ? inner.current.open() : setWaiting((now) => ({ ...now, open: true })));
    const take = (files: File[]) =>
      inner.current
        ? inner.current.take(files)
        : setWaiting((now) => ({ ...now, files: [...now.files, ...files] }));
    useImperativeHandle(ref, () => ({ open, take }));

    // Ctrl/Cmd+V of an image anywhere in the dialog or form around the uploader, from the moment
    // the form shows: pasted before the controls have come, it waits for them like a drop.
    const root = useRef<HTMLDivElement>(null);
    const takeRef = useRef(take);
    useLayoutEffect(() => {
      takeRef.current = take;
    });
    useEffect(() => {
      const onPaste = (event: ClipboardEvent) => {
        const scope = root.current?.closest('[role="dialog"], form');
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
        ref={root}
        {...dragProps}
        className={cn(
          'relative rounded-2xl border-2 border-dashed p-3 transition-colors',
          dragging ? 'border-teal-600 bg-teal-50' : 'border-slate-200',
        )}
      >
        {controls ? <controls.UploadControls ref={inner} {...props} /> : <UploadButton onClick={open} />}
        {children && <div className="mt-3">{children}</div>}
        {dragging && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-2xl bg-teal-50/90 text-sm font-semibold text-teal-800">
            {i18n._('Drop photos to upload them')}
          </div>
        )}
      </div>
    );
  },
);
