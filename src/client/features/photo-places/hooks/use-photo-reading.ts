import { useEffect, useRef, useState } from 'react';
import { collectDropped, collectFiles, PickError, type Collected } from '../lib/collect-files';
import type { PlanPhoto } from '../lib/plan';
import { readAllFacts } from '../lib/read-photo-info';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

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
          error instanceof PickError
            ? pickErrorText(error)
            : i18n._('Those files could not be read. Please try again.'),
      });
      return;
    }
    const { photos, skipped } = collected;
    const note =
      skipped > 0
        ? isOne(skipped)
          ? i18n._('{count} file that are not photos were left out.', { count: formatNumber(skipped) })
          : i18n._('{count} files that are not photos were left out.', { count: formatNumber(skipped) })
        : undefined;
    if (photos.length === 0) {
      setReading({
        stage: 'idle',
        error: i18n._('No photos there (JPEG, PNG, WebP, AVIF or HEIC files, or a .zip of them).'),
        note,
      });
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

/** A refusal of the pick in the page's language (collect-files.ts marks its messages). */
function pickErrorText(error: PickError): string {
  const values = Object.fromEntries(
    Object.entries(error.values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value) : value,
    ]),
  );
  return i18n._(error.text, values);
}
