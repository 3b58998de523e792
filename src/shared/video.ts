// Video id extraction: common YouTube URL shapes; only an id of exactly 11 characters counts.
const ID = /^[A-Za-z0-9_-]{11}$/;
const PATTERNS = [
  /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/|live\/)|youtu\.be\/)([^?&#/\s]+)/i,
  /youtube-nocookie\.com\/embed\/([^?&#/\s]+)/i,
];

export function extractVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const pattern of PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id !== undefined) return ID.test(id) ? id : null;
  }
  return null;
}

export const THUMBNAIL_SIZES = ['maxresdefault', 'hqdefault', 'mqdefault', 'default'] as const;

/**
 * A video's thumbnail, through the site's own server (src/server/third-party): a visitor's browser
 * asks YouTube nothing before they click. A path on the site; prefix SITE_URL where a full URL is needed.
 */
export function thumbnailUrl(videoId: string, size: (typeof THUMBNAIL_SIZES)[number] = 'hqdefault'): string {
  return `/thumbnails/${videoId}/${size}.jpg`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
