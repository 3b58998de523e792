import { toast } from '#client/components/ui/toast.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ExternalIcon, PlayIcon, ShareIcon } from '#client/components/ui/icons.tsx';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { useChannel } from '../api/get-channel';
import { LatestVideos } from './latest-videos';
import { i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';

const asOfDate = dateFormat({ dateStyle: 'medium' });

export const CHANNEL_COPIED = /*i18n*/ 'Channel link copied to clipboard! 📋';

/** The channel's videos page: the channel link with /videos appended. */
export function channelVideosUrl(channelUrl: string): string {
  const url = new URL(channelUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/videos`;
  return url.toString();
}

async function shareChannel(brand: string, channelUrl: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: i18n._('{brand} on YouTube', { brand }),
        text: i18n._('Travel adventures from {brand}', { brand }),
        url: channelUrl,
      });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(channelUrl);
    toast.success(i18n._(CHANNEL_COPIED));
  } catch {
    toast.error(i18n._('Could not copy the link. Here it is: {url}', { url: channelUrl }));
  }
}

/**
 * The channel promo: YouTube's numbers with their date when the server has them (a key and a
 * channel id), the site settings' otherwise; subscribe, latest videos and share.
 */
export function ChannelCard() {
  const site = useSiteConfig();
  const { data: channel } = useChannel(site.channelId);
  const figures = [
    { label: i18n._('Subscribers'), value: channel?.subscribers ?? site.channelSubscribers },
    { label: i18n._('Videos'), value: channel?.videos ?? site.channelVideos },
    { label: i18n._('Views'), value: channel?.views ?? site.channelViews },
  ];
  return (
    <section
      aria-labelledby="channel-heading"
      className="theme-light overflow-hidden rounded-2xl bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-700 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-white/15">
            <PlayIcon size={26} />
          </span>
          <div>
            <h2 id="channel-heading" className="text-xl font-bold">
              {i18n._('{brand} on YouTube', { brand: site.brand })}
            </h2>
            <p className="mt-1 max-w-md text-sm text-teal-50">
              {i18n._(
                'Every pin on the map has a story. I film the trails, the food and the wrong turns, so you can see a place before you go.',
              )}
            </p>
          </div>
        </div>
        <div>
          <dl className="grid grid-cols-3 gap-2 text-center sm:gap-4">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-xl bg-white/10 px-3 py-2 sm:px-5"
              >
                <dt className="text-xs font-medium text-teal-50">{figure.label}</dt>
                <dd className="text-2xl font-extrabold">{figure.value}</dd>
              </div>
            ))}
          </dl>
          {channel?.live && channel.asOf && (
            <p className="mt-2 text-center text-xs text-teal-50 lg:text-end">
              {i18n._('YouTube figures as of')}{' '}
              <time dateTime={channel.asOf}>{asOfDate.format(new Date(channel.asOf))}</time>
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={site.channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'border-white text-teal-900')}
        >
          <PlayIcon size={18} /> {i18n._('Subscribe')}
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
        <a
          href={channelVideosUrl(site.channelUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass(
            'ghost',
            'md',
            'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 active:bg-white/25',
          )}
        >
          <ExternalIcon size={18} /> {i18n._('Watch Latest Videos')}
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
        <button
          type="button"
          onClick={() => void shareChannel(site.brand, site.channelUrl)}
          className={buttonClass(
            'ghost',
            'md',
            'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 active:bg-white/25',
          )}
        >
          <ShareIcon size={18} /> {i18n._('Share')}
        </button>
      </div>
      <LatestVideos videos={channel?.latestVideos ?? []} />
    </section>
  );
}
