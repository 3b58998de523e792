import { useEffect, useRef, useState } from 'react';
import type { PlanPhoto } from '../lib/plan';

/**
 * An object URL for each photo's file, to show it before it is uploaded; revoked when the photo
 * leaves the plan or the page closes (each holds the file in memory).
 */
export function usePhotoUrls(photos: Record<string, PlanPhoto> | undefined): Record<string, string> {
  const made = useRef(new Map<string, string>());
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    const next = new Map<string, string>();
    for (const [id, photo] of Object.entries(photos ?? {}))
      next.set(id, made.current.get(id) ?? URL.createObjectURL(photo.file));
    for (const [id, url] of made.current) if (!next.has(id)) URL.revokeObjectURL(url);
    made.current = next;
    setUrls(Object.fromEntries(next));
  }, [photos]);
  useEffect(() => {
    const current = made;
    return () => {
      for (const url of current.current.values()) URL.revokeObjectURL(url);
      current.current = new Map();
    };
  }, []);
  return urls;
}
