import { toast } from '#client/components/ui/toast.tsx';
import type { Location } from '#shared/location.ts';
import { localisedPath } from '#shared/locales.ts';
import { placePath } from '#shared/place-url.ts';
import { i18n, urlLocale } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { track } from '#client/lib/beacon.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { CameraIcon, MapIcon, NavigationIcon, PlayIcon, ShareIcon } from '#client/components/ui/icons.tsx';

export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/**
 * Shares the place's page (on the site's public address, SITE_URL, in the page's language) with the
 * device's share sheet, else copies its details to the clipboard.
 */
async function share(place: Location, siteUrl: string) {
  const url = `${siteUrl}${localisedPath(urlLocale, placePath(place))}`;
  const text = [place.name, place.address].filter(Boolean).join(' — ');
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: place.name, text, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast.error(i18n._('Could not share this place.'));
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(
      `${text}\n${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}\n${url}`,
    );
    toast.success(i18n._('Location details copied to clipboard!'));
  } catch {
    toast.error(i18n._('Could not copy to the clipboard. Copy the address bar instead.'));
  }
}

const action = buttonClass('secondary', 'md', 'w-full justify-start');

/** Open in Maps, Share Location, Add Photos and Embed (owner) and Watch Video (when there is one). */
export function DetailActions({
  place,
  onAddPhotos,
  onEmbed,
}: {
  place: Location;
  onAddPhotos?: () => void;
  /** The owner's embed builder, starting with this place (public places only: a private one never embeds). */
  onEmbed?: () => void;
}) {
  const video = place.youtubeUrls[0];
  const { siteUrl } = useSiteConfig();
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <a
        href={mapsUrl(place.latitude, place.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className={action}
      >
        <NavigationIcon size={16} className="text-teal-700" />
        {i18n._('Open in Maps')}
        <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
      </a>
      <button type="button" onClick={() => void share(place, siteUrl)} className={action}>
        <ShareIcon size={16} className="text-teal-700" />
        {i18n._('Share Location')}
      </button>
      {onAddPhotos && (
        <button type="button" onClick={onAddPhotos} className={action}>
          <CameraIcon size={16} className="text-teal-700" />
          {i18n._('Add Photos')}
        </button>
      )}
      {onEmbed && !place.isPrivate && (
        <button type="button" onClick={onEmbed} className={action}>
          <MapIcon size={16} className="text-teal-700" />
          {i18n._('Embed')}
        </button>
      )}
      {video && (
        <a
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track('video_clicked', place.id)}
          className={action}
        >
          <PlayIcon size={16} className="text-red-700" />
          {i18n._('Watch Video')}
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
      )}
    </div>
  );
}
