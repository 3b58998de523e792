import { useSiteConfig } from '#client/lib/site-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MAX_ADDRESS_SEARCHES } from '../hooks/import-steps';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

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
        {isOne(count)
          ? i18n._('{count} row has a Google Maps link without coordinates.', { count: formatNumber(count) })
          : i18n._('{count} rows have a Google Maps link without coordinates.', {
              count: formatNumber(count),
            })}{' '}
        {geocoderConfigured
          ? i18n._(
              'The address search can look them up by name; check the places it finds below before importing.',
            )
          : i18n._('Add their latitude and longitude to the file, or add those places one by one.')}
      </p>
      {geocoderConfigured && (
        <Button size="sm" variant="secondary" onClick={onLocate}>
          {searched === 1
            ? i18n._('Find it by address search')
            : searched < count
              ? i18n._('Find the first {count} by address search', { count: formatNumber(searched) })
              : i18n._('Find {count} by address search', { count: formatNumber(searched) })}
        </Button>
      )}
    </div>
  );
}
