import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';
import * as archive from './0002-archive';
import * as rateLimits from './0003-rate-limits';
import * as dataVersion from './0004-data-version';
import * as passkeys from './0005-passkeys';
import * as privatePlaces from './0006-private';
import * as tags from './0007-tags';
import * as duplicates from './0008-duplicates';
import * as inbox from './0009-inbox';
import * as media from './0010-media';
import * as pages from './0011-pages';
import * as trips from './0012-trips';
import * as tripsDataVersion from './0013-trips-data-version';
import * as packs from './0014-packs';
import * as mail from './0015-mail';
import * as packsDataVersion from './0016-packs-data-version';
import * as analytics from './0017-analytics';
import * as channel from './0018-channel';
import * as analyticsIncremental from './0019-analytics-incremental';
import * as photoLinkIndex from './0020-photo-link-index';
import * as photoText from './0021-photo-text';
import * as mailSendStarted from './0022-mail-send-started';
import * as videoDates from './0023-video-dates';
import * as countingIndexes from './0024-counting-indexes';

// Versioned migrations, listed here (not read from disk) so the bundled server carries them.
// Add a new file as NNNN-name.ts and register it below; never edit one that has shipped.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-archive': archive,
  '0003-rate-limits': rateLimits,
  '0004-data-version': dataVersion,
  '0005-passkeys': passkeys,
  '0006-private': privatePlaces,
  '0007-tags': tags,
  '0008-duplicates': duplicates,
  '0009-inbox': inbox,
  '0010-media': media,
  '0011-pages': pages,
  '0012-trips': trips,
  '0013-trips-data-version': tripsDataVersion,
  '0014-packs': packs,
  '0015-mail': mail,
  '0016-packs-data-version': packsDataVersion,
  '0017-analytics': analytics,
  '0018-channel': channel,
  '0019-analytics-incremental': analyticsIncremental,
  '0020-photo-link-index': photoLinkIndex,
  '0021-photo-text': photoText,
  '0022-mail-send-started': mailSendStarted,
  '0023-video-dates': videoDates,
  '0024-counting-indexes': countingIndexes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
