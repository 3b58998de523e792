import type { ReadyView } from '#shared/opening-view.ts';

/**
 * The home map's first view as the server wrote it into the page (src/server/opening-view.ts),
 * read by the early paint, the early map and the app alike; without Leaflet.
 */
export function pageView(): ReadyView | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="fru-view"]')?.content;
  return content ? (content.split(',').map(Number) as ReadyView) : undefined;
}
