import { useEffect } from 'react';
import { useDeleteLocation } from '#client/features/locations/api/mutate-locations.ts';

/**
 * The owner's delete (to the trash, with its optimistic update, toast and Undo), handed to the home
 * page once this chunk has loaded: a visitor's home page never loads it.
 */
export function OwnerDelete({ onReady }: { onReady: (remove: ((id: number) => void) | null) => void }) {
  const { mutate } = useDeleteLocation();
  useEffect(() => {
    onReady(() => (id: number) => mutate(id));
    return () => onReady(null);
  }, [mutate, onReady]);
  return null;
}
