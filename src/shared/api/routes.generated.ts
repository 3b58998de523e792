// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from './define';
import type { API } from './index';
import { pagesRoutes } from './routes/pages.generated';
import { docsRoutes } from './routes/docs.generated';
import { locationsRoutes } from './routes/locations.generated';
import { geoRoutes } from './routes/geo.generated';
import { statsRoutes } from './routes/stats.generated';
import { trashRoutes } from './routes/trash.generated';
import { transferRoutes } from './routes/transfer.generated';
import { importsRoutes } from './routes/imports.generated';
import { duplicatesRoutes } from './routes/duplicates.generated';
import { tagsRoutes } from './routes/tags.generated';
import { mediaRoutes } from './routes/media.generated';
import { suggestionsRoutes } from './routes/suggestions.generated';
import { authRoutes } from './routes/auth.generated';
import { siteRoutes } from './routes/site.generated';
import { inboxRoutes } from './routes/inbox.generated';
import { opsRoutes } from './routes/ops.generated';
import { tripsRoutes } from './routes/trips.generated';
import { mailRoutes } from './routes/mail.generated';
import { packsRoutes } from './routes/packs.generated';
import { packSalesRoutes } from './routes/packSales.generated';
import { analyticsRoutes } from './routes/analytics.generated';
import { mediaKitRoutes } from './routes/mediaKit.generated';

/** Every route of the API by part (client code imports its parts from ./routes/ instead). */
export const routes: RoutesOf<typeof API> = {
  pages: pagesRoutes,
  docs: docsRoutes,
  locations: locationsRoutes,
  geo: geoRoutes,
  stats: statsRoutes,
  trash: trashRoutes,
  transfer: transferRoutes,
  imports: importsRoutes,
  duplicates: duplicatesRoutes,
  tags: tagsRoutes,
  media: mediaRoutes,
  suggestions: suggestionsRoutes,
  auth: authRoutes,
  site: siteRoutes,
  inbox: inboxRoutes,
  ops: opsRoutes,
  trips: tripsRoutes,
  mail: mailRoutes,
  packs: packsRoutes,
  packSales: packSalesRoutes,
  analytics: analyticsRoutes,
  mediaKit: mediaKitRoutes,
};
