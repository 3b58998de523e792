import { SITE_DEFAULTS, type SiteConfig, type SiteSettings } from '../../shared/site-config';
import { SiteSettingsSchema } from '../../shared/site-settings-schema';
import { readSiteSettings, saveSiteSettings } from '../db/settings';
import { jsonBody } from '../input';
import type { RoutePlugin } from '../context';

const SiteSettingsPatch = jsonBody(SiteSettingsSchema.partial());

export const siteRoutes: RoutePlugin = async (app, { database, config, requireOwner }) => {
  const { db } = database;

  // The spec's defaults, with whatever the owner changed laid over them.
  const siteConfig = (settings: Partial<SiteSettings>): SiteConfig => ({
    ...SITE_DEFAULTS,
    ...settings,
    tileUrl: config.tileUrl,
    tileUrlDark: config.tileUrlDark ?? null,
    geocoderConfigured: Boolean(config.geocoderUrl),
    siteUrl: config.siteUrl,
  });

  app.get('/site', async (_request, reply) => {
    // Owner edits must show on the next load, so browsers revalidate instead of caching.
    reply.header('cache-control', 'no-cache');
    return siteConfig(await readSiteSettings(db));
  });

  app.patch('/site', { onRequest: requireOwner, schema: { body: SiteSettingsPatch } }, async (request) =>
    siteConfig(await saveSiteSettings(db, request.body)),
  );
};
