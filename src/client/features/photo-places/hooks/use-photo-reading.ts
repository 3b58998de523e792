import { useEffect, useRef, useState } from 'react';
import { collectDropped, collectFiles, PickError, type Collected } from '../lib/collect-files';
import type { PlanPhoto } from '../lib/plan';
import { readAllFacts } from '../lib/read-photo-info';

export type Reading =
  { stage: 'idle'; error?: string; note?: string } | { stage: 'reading'; done: number; total: number };

/**
 * Turns a pick or a drop into photos with their GPS and date: folders walked, zips opened, too many
 * refused, each photo's EXIF read in the browser, with progress. Nothing leaves the browser here.
 */
export function usePhotoReading(onRead: (photos: PlanPhoto[], note?: string) => void) {
  const [reading, setReading] = useState<Reading>({ stage: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const read = async (collect: () => Promise<Collected>) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let collected: Collected;
    try {
      collected = await collect();
    } catch (error) {
      setReading({
        stage: 'idle',
        error:
          error instanceof PickError ? error.message : 'Those files could not be read. Please try again.',
      });
      return;
    }
    const { photos, skipped } = collected;
    const note =
      skipped > 0
        ? `${skipped} file${skipped === 1 ? '' : 's'} that are not photos were left out.`
        : undefined;
    if (photos.length === 0) {
      setReading({ stage: 'idle', error: `No photos there (${UPLOAD_KINDS}).`, note });
      return;
    }
    setReading({ stage: 'reading', done: 0, total: photos.length });
    try {
      const facts = await readAllFacts(
        photos.map((p) => p.file),
        (done) => setReading({ stage: 'reading', done, total: photos.length }),
        controller.signal,
      );
      onRead(
        photos.map((photo, i) => ({ id: `p${i + 1}`, file: photo.file, path: photo.path, ...facts[i]! })),
        note,
      );
      setReading({ stage: 'idle' });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
  };

  return {
    reading,
    pickFiles: (files: File[]) => void read(() => collectFiles(files)),
    drop: (items: DataTransferItemList) => {
      // The drop's entries must be taken before the event ends: collectDropped does at once.
      const collecting = collectDropped(items);
      void read(() => collecting);
    },
  };
}

const UPLOAD_KINDS = 'JPEG, PNG, WebP, AVIF or HEIC files, or a .zip of them';
