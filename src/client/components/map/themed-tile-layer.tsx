import { useQuery } from '@tanstack/react-query';
import { TileLayer } from '#client/lib/leaflet/react.tsx';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { useTheme } from './use-theme';
import './leaflet-dark.css';

/**
 * The map's tiles in the page's theme: in the dark theme TILE_URL_DARK when the site has one,
 * otherwise the light tiles dimmed (map.css: .fru-tiles-dimmed). Nothing until the site's
 * configuration is known, so no tile is asked of a server the site does not use.
 */
export function ThemedTileLayer({ attribution, maxZoom }: { attribution: string; maxZoom: number }) {
  const { data: config } = useQuery(siteConfigQuery);
  const theme = useTheme();
  if (!config) return null;
  const dark = theme === 'dark' && config.tileUrlDark !== null;
  return (
    <TileLayer
      // A new layer when the style changes: Leaflet sets a layer's class only when it is added.
      key={dark ? 'dark' : 'light'}
      url={dark ? config.tileUrlDark! : config.tileUrl}
      className={dark ? undefined : 'fru-tiles-dimmed'}
      attribution={attribution}
      maxZoom={maxZoom}
    />
  );
}
