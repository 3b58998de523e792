import { useSiteConfig } from '#client/lib/site-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MAX_ADDRESS_SEARCHES } from '../hooks/import-steps';

/**
 * Rows of a Google Maps saved list whose link has no coordinates: with an address search on this
 * site, they can be looked up by name; without one, the file has to give them.
 */
export function UnlocatedRows({ count, onLocate }: { count: number; onLocate: () => void }) {
  const { geocoderConfigured } = useSiteConfig();
  if (count === 0) return null;
  const searched = Math.min(count, MAX_ADDRESS_SEARCHES);
  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>
        {count === 1 ? '1 row has' : `${count.toLocaleString('en-US')} rows have`} a Google Maps link without
        coordinates.{' '}
        {geocoderConfigured
          ? 'The address search can look them up by name; check the places it finds below before importing.'
          : 'Add their latitude and longitude to the file, or add those places one by one.'}
      </p>
      {geocoderConfigured && (
        <Button size="sm" variant="secondary" onClick={onLocate}>
          Find {searched === 1 ? 'it' : `${searched < count ? 'the first ' : ''}${searched}`} by address
          search
        </Button>
      )}
    </div>
  );
}
