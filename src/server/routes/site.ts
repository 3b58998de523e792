import { SITE_DEFAULTS, type SiteConfig, type SiteSettings } from '#shared/site-config.ts';
import { siteApi } from '#shared/api/site.ts';
import { routeServer } from '../api/serve';
import { readSiteSettings, saveSiteSettings } from '../db/settings';
import { readMediaKitSettings } from '../media-kit/settings';
import { OPENING_DEFAULTS } from '../opening-view';
import { proxiedTileUrl } from '../third-party/routes';
import type { RoutePlugin } from '../context';

export const siteRoutes: RoutePlugin = async (app, context) => {
  const { database, config } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  // The spec's defaults, with whatever the owner changed laid over them.
  const siteConfig = async (settings: Partial<SiteSettings>): Promise<SiteConfig> => ({
    ...SITE_DEFAULTS,
    ...OPENING_DEFAULTS,
    ...settings,
    // Through the server's caching proxy when TILE_PROXY=true: visitors' browsers ask no tile server.
    tileUrl: config.tileProxy.enabled ? proxiedTileUrl('light') : config.tileUrl,
    tileUrlDark: config.tileUrlDark
      ? config.tileProxy.enabled
        ? proxiedTileUrl('dark')
        : config.tileUrlDark
      : null,
    geocoderConfigured: Boolean(config.geocoderUrl),
    emailConfigured: context.mail !== undefined,
    siteUrl: config.siteUrl,
    mediaKit: (await readMediaKitSettings(db)).enabled,
    view: await context.openingViews.resolve(settings),
    figures: await context.figures.resolve(settings),
  });

  serve(siteApi.get, async (_request, reply) => {
    // Owner edits must show on the next load, so browsers revalidate instead of caching.
    reply.header('cache-control', 'no-cache');
    return siteConfig(await context.siteSettings.get());
  });

  serve(siteApi.update, async (request) => {
    const before = await readSiteSettings(db);
    const saved = await saveSiteSettings(db, request.body);
    // A new channel id: its figures and videos are fetched now, not at the next tick.
    if ((saved.channelId ?? '') !== (before.channelId ?? '')) void context.channel.refresh();
    return siteConfig(saved);
  });

  serve(siteApi.channel, async (_request, reply) => {
    // The figures change at most every few hours, but a new channel id shows on the next load.
    reply.header('cache-control', 'no-cache');
    return context.channel.read();
  });
};
