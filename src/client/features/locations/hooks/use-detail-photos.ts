import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { PhotoUploaderHandle } from '#client/features/photos/public-owner.ts';
import { UPLOADS_RUNNING } from '../components/pending-photo';

/**
 * The detail modal's photo uploads: Add Photos (edit mode, then the file picker), files dropped on
 * the place while it is only shown (edit mode, then they upload), and uploads still on their way,
 * which count as changes (leaving would lose them) and hold Save back with a message.
 */
export function useDetailPhotos({
  editing,
  canEdit,
  startEdit,
  save,
}: {
  editing: boolean;
  /** The owner sees the place, not a conflict: dropping files may start editing. */
  canEdit: boolean;
  startEdit: () => void;
  save: () => void;
}) {
  const uploader = useRef<PhotoUploaderHandle>(null);
  const [pick, setPick] = useState(false);
  const [dropped, setDropped] = useState<File[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [waitShown, setWaitShown] = useState(false);

  // Once the edit form (and its uploader) is there.
  useEffect(() => {
    if (!editing) return;
    if (pick) uploader.current?.open();
    if (dropped) uploader.current?.take(dropped);
    if (pick) setPick(false);
    if (dropped) setDropped(null);
  }, [editing, pick, dropped]);

  const dropOnPlace = canEdit
    ? {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDrop: (event: DragEvent) => {
          const files = Array.from(event.dataTransfer.files);
          if (files.length === 0) return;
          event.preventDefault();
          setDropped(files);
          startEdit();
        },
      }
    : {};

  return {
    uploader,
    uploading,
    setUploading,
    /** Props for the parts of the shown place that take dropped files. */
    dropOnPlace,
    addPhotos: () => {
      startEdit();
      setPick(true);
    },
    save: () => {
      setWaitShown(uploading);
      if (!uploading) save();
    },
    /** Shown instead of the form's error while Save waits for the uploads. */
    waitMessage: waitShown && uploading ? UPLOADS_RUNNING : null,
  };
}
